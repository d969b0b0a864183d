package compose

import (
	"context"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"
)

// UpNodes starts every node rank of a RenderNodes project at once (no
// health wait: the ranks must rendezvous before any of them trains),
// follows all of them with each line prefixed by its service, and returns
// the worst exit code. When one rank fails the others are stopped: a run
// missing a rank cannot finish, and must not hang.
func (r *Runner) UpNodes(ctx context.Context, p *types.Project, o UpOptions) (int, error) {
	err := r.Compose.Up(ctx, p, api.UpOptions{
		Create: api.CreateOptions{Recreate: api.RecreateForce, RecreateDependencies: api.RecreateDiverged, IgnoreOrphans: true},
		Start:  api.StartOptions{Project: p},
	})
	if err != nil {
		r.cleanupAll(p)
		return 0, Explain(err, p.Name)
	}
	if o.Detach {
		fmt.Fprintf(r.Out, "%d ranks started; stop them with `spkit down PROFILE --nodes %d`\n", len(p.Services), len(p.Services))
		return 0, nil
	}
	var ctrs []container.Summary
	for _, name := range slices.Sorted(slices.Values(p.ServiceNames())) {
		c, err := r.container(ctx, p.Name, name)
		if err != nil {
			return 0, err
		}
		ctrs = append(ctrs, c)
	}
	return r.followAll(ctx, ctrs, o)
}

// followAll streams every rank and waits for all of them.
func (r *Runner) followAll(ctx context.Context, ctrs []container.Summary, o UpOptions) (int, error) {
	out := &prefixer{mu: &sync.Mutex{}}
	codes := make([]int, len(ctrs))
	failed := make(chan int, len(ctrs))
	var wg sync.WaitGroup
	for i, c := range ctrs {
		wg.Go(func() {
			name := serviceOf(c)
			r.stream(ctx, c.ID, out.writer(r.Out, name), out.writer(r.ErrOut, name))
			codes[i] = r.exitCode(ctx, c.ID, out)
			out.printf(r.ErrOut, "spkit: %s exited with code %d\n", name, codes[i])
			if codes[i] != 0 {
				failed <- i
			}
		})
	}
	go r.stopOthersOnFailure(ctx, ctrs, failed, out)
	wg.Wait()
	close(failed)
	if ctx.Err() != nil {
		return 0, ctx.Err()
	}
	return worst(codes), nil
}

// stopOthersOnFailure stops every rank once one has failed.
func (r *Runner) stopOthersOnFailure(ctx context.Context, ctrs []container.Summary, failed <-chan int, out *prefixer) {
	i, ok := <-failed
	if !ok {
		return
	}
	out.printf(r.ErrOut, "spkit: %s failed: stopping the other ranks\n", serviceOf(ctrs[i]))
	timeout := 30
	for _, c := range ctrs {
		_, _ = r.Engine.ContainerStop(context.WithoutCancel(ctx), c.ID, client.ContainerStopOptions{Timeout: &timeout})
	}
}

func (r *Runner) stream(ctx context.Context, id string, out, errOut io.Writer) {
	logs, err := r.Engine.ContainerLogs(ctx, id, client.ContainerLogsOptions{ShowStdout: true, ShowStderr: true, Follow: true})
	if err != nil {
		return
	}
	defer logs.Close()
	_, _ = stdcopy.StdCopy(out, errOut, logs)
}

func (r *Runner) exitCode(ctx context.Context, id string, out *prefixer) int {
	res := r.Engine.ContainerWait(ctx, id, client.ContainerWaitOptions{Condition: container.WaitConditionNotRunning})
	select {
	case w := <-res.Result:
		return int(w.StatusCode)
	case err := <-res.Error:
		out.printf(r.ErrOut, "spkit: cannot read the exit code of container %s: %v\n", id, err)
		return 1
	}
}

// cleanupAll removes what a failed multi-node start created.
func (r *Runner) cleanupAll(p *types.Project) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := r.Compose.Down(ctx, p.Name, api.DownOptions{Project: p, Services: p.ServiceNames()}); err != nil {
		fmt.Fprintf(r.ErrOut, "spkit: cleaning up after the failed start: %v\n", err)
	}
}

// worst is the run's exit code: the highest rank code (0 when all are 0).
func worst(codes []int) int {
	w := 0
	for _, c := range codes {
		w = max(w, c)
	}
	return w
}

func serviceOf(c container.Summary) string { return c.Labels[api.ServiceLabel] }
