package swarm

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/api/types/swarm"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// terminal task states: the task's container has ended (or never will).
var terminal = []swarm.TaskState{swarm.TaskStateComplete, swarm.TaskStateFailed, swarm.TaskStateRejected,
	swarm.TaskStateShutdown, swarm.TaskStateOrphaned, swarm.TaskStateRemove}

// Follow streams every service of the stack, each line prefixed by its
// service, until all nodes' tasks have ended, and returns the worst exit
// code. When a task fails the stack's services are removed: the other
// ranks cannot finish without it and must not hang.
func (r *Runner) Follow(ctx context.Context, stack string, nodes int) (int, error) {
	svcs, err := r.Engine.ServiceList(ctx, client.ServiceListOptions{Filters: stackFilter(stack)})
	if err != nil {
		return 0, err
	}
	logCtx, stopLogs := context.WithCancel(ctx)
	defer stopLogs()
	var mu sync.Mutex
	ids := map[string]bool{}
	for _, s := range svcs.Items {
		ids[s.ID] = true
		go r.streamService(logCtx, s.ID, s.Spec.Name, &mu)
	}
	code, err := r.waitTasks(ctx, stack, nodes, ids)
	time.Sleep(time.Second) // the last lines
	return code, err
}

// waitTasks waits until nodes tasks of the services ids have ended. Tasks
// of other services are not counted: a stack of the same name removed a
// moment ago (spkit down, then up) leaves its ended tasks listed for a
// while, and they must not pass for this run's.
func (r *Runner) waitTasks(ctx context.Context, stack string, nodes int, ids map[string]bool) (int, error) {
	poll := r.Poll
	if poll == 0 {
		poll = time.Second
	}
	stopped := false
	for {
		tasks, err := r.Engine.TaskList(ctx, client.TaskListOptions{Filters: stackFilter(stack)})
		if err != nil {
			return 0, err
		}
		mine := slices.DeleteFunc(tasks.Items, func(t swarm.Task) bool { return !ids[t.ServiceID] })
		done, worst, failed := summarize(mine)
		if failed != "" && !stopped {
			fmt.Fprintf(r.ErrOut, "spkit: %s: stopping the other ranks\n", failed)
			r.scaleDown(ctx, stack)
			stopped = true
		}
		if done >= nodes || (stopped && done == len(mine)) {
			return worst, nil
		}
		select {
		case <-ctx.Done():
			return 0, errdefs.Wrap(errdefs.Cancelled, ctx.Err(), "stopped following stack "+stack+"; the ranks keep running",
				"spkit down PROFILE --nodes N removes them")
		case <-time.After(poll):
		}
	}
}

// summarize counts ended tasks, their worst exit code, and names the first
// failure.
func summarize(tasks []swarm.Task) (done, worst int, failed string) {
	for _, t := range tasks {
		if !slices.Contains(terminal, t.Status.State) {
			continue
		}
		done++
		code := 0
		if cs := t.Status.ContainerStatus; cs != nil {
			code = cs.ExitCode
		}
		if code == 0 && (t.Status.State == swarm.TaskStateFailed || t.Status.State == swarm.TaskStateRejected) {
			code = int(errdefs.Runtime)
		}
		worst = max(worst, code)
		if code != 0 && failed == "" {
			failed = fmt.Sprintf("task %d of service %s ended with %d (%s)", t.Slot, t.ServiceID[:min(12, len(t.ServiceID))], code, t.Status.Err)
		}
	}
	return done, worst, failed
}

// scaleDown sets every service of the stack to 0 replicas: Swarm stops the
// remaining tasks (SIGTERM, then the stop grace period).
func (r *Runner) scaleDown(ctx context.Context, stack string) {
	svcs, err := r.Engine.ServiceList(ctx, client.ServiceListOptions{Filters: stackFilter(stack)})
	if err != nil {
		return
	}
	zero := uint64(0)
	for _, s := range svcs.Items {
		spec := s.Spec
		if spec.Mode.Replicated != nil {
			spec.Mode.Replicated.Replicas = &zero
		}
		_, _ = r.Engine.ServiceUpdate(ctx, s.ID, client.ServiceUpdateOptions{Version: s.Version, Spec: spec})
	}
}

func (r *Runner) streamService(ctx context.Context, id, name string, mu *sync.Mutex) {
	logs, err := r.Engine.ServiceLogs(ctx, id, client.ServiceLogsOptions{ShowStdout: true, ShowStderr: true, Follow: true})
	if err != nil {
		return
	}
	defer logs.Close()
	_, _ = stdcopy.StdCopy(&lines{w: r.Out, mu: mu, prefix: name + " | "}, &lines{w: r.ErrOut, mu: mu, prefix: name + " | "}, logs)
}

// lines writes whole lines with a prefix, one writer at a time.
type lines struct {
	w      io.Writer
	mu     *sync.Mutex
	prefix string
	buf    []byte
}

func (l *lines) Write(b []byte) (int, error) {
	l.buf = append(l.buf, b...)
	for {
		i := bytes.IndexByte(l.buf, '\n')
		if i < 0 {
			return len(b), nil
		}
		l.mu.Lock()
		_, err := fmt.Fprintf(l.w, "%s%s", l.prefix, l.buf[:i+1])
		l.mu.Unlock()
		l.buf = l.buf[i+1:]
		if err != nil {
			return len(b), err
		}
	}
}
