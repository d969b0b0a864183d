package compose

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
	cerrdefs "github.com/containerd/errdefs"
	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Runner drives one project through the Compose SDK; Engine is the same
// engine's API client, for what the SDK does not expose (one container's
// log stream and exit code).
type Runner struct {
	Compose api.Compose
	Engine  client.APIClient
	Out     io.Writer
	ErrOut  io.Writer
}

// UpOptions are `spkit up`'s run-time choices.
type UpOptions struct {
	// WaitTimeout bounds the wait for healthy; 0 waits as long as it takes.
	WaitTimeout time.Duration
	Detach      bool
	// Logs gets the trainer's standard output (Out when nil): spkit probe
	// sends it to stderr, keeping stdout for its results.
	Logs io.Writer
	// Hold starts the container and returns at once, neither following it
	// nor waiting for its health: spkit probe's container, whose trainers
	// are started in it one after another (Exec).
	Hold bool
}

// Up starts the project's one service in a fresh container (never another
// run's, so no old logs are replayed) and follows its output from the first
// second until the trainer exits, returning the exit code; meanwhile it
// reports the health check's verdict, and stops a trainer that turns
// unhealthy before it was ever healthy. Detached, it returns once the
// container is healthy. A failed start leaves no container behind.
func (r *Runner) Up(ctx context.Context, p *types.Project, o UpOptions) (int, error) {
	if len(p.Services) != 1 {
		return 0, fmt.Errorf("up runs one profile at a time, got %d services", len(p.Services))
	}
	service := p.ServiceNames()[0]
	if err := r.refuseRunning(ctx, p.Name, service); err != nil {
		return 0, err
	}
	if o.Detach {
		fmt.Fprintf(r.ErrOut, "spkit: starting %s and waiting for its health check%s\n", service, within(o.WaitTimeout))
	}
	err := r.Compose.Up(ctx, p, api.UpOptions{
		Create: api.CreateOptions{Recreate: api.RecreateForce, RecreateDependencies: api.RecreateForce, IgnoreOrphans: true},
		Start:  api.StartOptions{Project: p, Wait: o.Detach, WaitTimeout: o.WaitTimeout},
	})
	if err != nil {
		return r.upFailed(ctx, p, service, err, o.Logs)
	}
	if o.Hold {
		return 0, nil
	}
	if o.Detach {
		fmt.Fprintf(r.Out, "%s is running and healthy; follow it with `spkit logs -f %s`, stop it with `spkit down %s`\n", service, service, service)
		return 0, nil
	}
	ctr, err := r.container(ctx, p.Name, service)
	if err != nil {
		return 0, err
	}
	fmt.Fprintf(r.ErrOut, "spkit: %s started; its output follows (the health check reports%s)\n", service, within(o.WaitTimeout))
	wctx, stopWatch := context.WithCancel(ctx)
	verdict := make(chan error, 1)
	go func() { verdict <- r.watchHealth(wctx, p, ctr.ID, service, o.WaitTimeout) }()
	code, err := r.follow(ctx, ctr, service, o.Logs)
	stopWatch()
	if herr := <-verdict; herr != nil {
		r.cleanup(p, service)
		return 0, herr
	}
	return code, err
}

func within(d time.Duration) string {
	if d <= 0 {
		return ""
	}
	return " within " + d.String()
}

// refuseRunning refuses to start a second run of a profile over a running
// one (a fresh container would kill it).
func (r *Runner) refuseRunning(ctx context.Context, projectName, service string) error {
	ctr, err := r.container(ctx, projectName, service)
	if err != nil || ctr.State != container.StateRunning {
		return nil
	}
	return errdefs.New(errdefs.Runtime, fmt.Sprintf("profile %s is already running (%s)", service, strings.ToLower(ctr.Status)),
		fmt.Sprintf("follow it with `spkit logs -f %s`, or stop it first with `spkit down %s`", service, service))
}

// healthPoll is how often watchHealth asks the engine.
var healthPoll = time.Second

// watchHealth follows the container's health until its first verdict:
// healthy is reported and the trainer goes on; unhealthy (or no verdict
// within timeout) before it was ever healthy stops the trainer (SIGTERM
// and its grace period first) and is returned as the run's error. A
// container that exits or a cancelled ctx ends the watch quietly.
func (r *Runner) watchHealth(ctx context.Context, p *types.Project, id, service string, timeout time.Duration) error {
	var deadline <-chan time.Time
	if timeout > 0 {
		t := time.NewTimer(timeout)
		defer t.Stop()
		deadline = t.C
	}
	tick := time.NewTicker(healthPoll)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-deadline:
			return r.stopUnhealthy(ctx, p, service, fmt.Sprintf("profile %s did not pass its health check within %s", service, timeout), "")
		case <-tick.C:
		}
		res, err := r.Engine.ContainerInspect(ctx, id, client.ContainerInspectOptions{})
		if err != nil || res.Container.State == nil {
			continue
		}
		st := res.Container.State
		if !st.Running || st.Health == nil {
			if !st.Running {
				return nil
			}
			continue
		}
		switch st.Health.Status {
		case container.Healthy:
			fmt.Fprintf(r.ErrOut, "spkit: %s is healthy (spkit-healthcheck passed)\n", service)
			return nil
		case container.Unhealthy:
			last := ""
			if n := len(st.Health.Log); n > 0 {
				last = firstLineOf(st.Health.Log[n-1].Output)
			}
			return r.stopUnhealthy(ctx, p, service, fmt.Sprintf("profile %s failed its health check", service), last)
		}
	}
}

// stopUnhealthy stops a trainer that never became healthy, giving it its
// stop grace period to checkpoint, and says why.
func (r *Runner) stopUnhealthy(ctx context.Context, p *types.Project, service, why, output string) error {
	if ctx.Err() != nil {
		return nil
	}
	if output != "" {
		why += ": " + output
	}
	fmt.Fprintf(r.ErrOut, "spkit: %s; stopping the trainer (SIGTERM, then its grace period to checkpoint)\n", why)
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Minute)
	defer cancel()
	if err := r.Compose.Stop(sctx, p.Name, api.StopOptions{Project: p, Services: []string{service}}); err != nil {
		fmt.Fprintf(r.ErrOut, "spkit: stopping %s: %v\n", service, err)
	}
	return errdefs.New(errdefs.Runtime, why,
		"run `spkit smoke IMAGE --profile "+service+"` or `spkit validate` in the container to see which check fails; --wait-timeout gives a slow start more time")
}

// upFailed handles an Up error: a trainer that already ran to its end (it
// finished before its first healthcheck) is not a failure; anything else is
// explained, with the container's last lines, and cleaned up.
func (r *Runner) upFailed(ctx context.Context, p *types.Project, service string, upErr error, logs io.Writer) (int, error) {
	if ctx.Err() != nil {
		r.cleanup(p, service)
		return 0, upErr
	}
	if ctr, err := r.container(ctx, p.Name, service); err == nil {
		if ctr.State == container.StateExited && !strings.Contains(upErr.Error(), "unhealthy") {
			return r.follow(ctx, ctr, service, logs)
		}
		r.tail(ctx, ctr.ID, "20")
	}
	r.cleanup(p, service)
	return 0, Explain(upErr, service)
}

// cleanup removes what a failed up created; it must run even when the
// user's context is gone.
func (r *Runner) cleanup(p *types.Project, service string) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := r.Compose.Down(ctx, p.Name, api.DownOptions{Project: p, Services: []string{service}}); err != nil {
		fmt.Fprintf(r.ErrOut, "spkit: cleaning up after the failed start: %v\n", err)
	}
}

// follow streams the container's whole log until it exits, then returns the
// trainer's exit code.
func (r *Runner) follow(ctx context.Context, ctr container.Summary, service string, out io.Writer) (int, error) {
	if out == nil {
		out = r.Out
	}
	logs, err := r.Engine.ContainerLogs(ctx, ctr.ID, client.ContainerLogsOptions{ShowStdout: true, ShowStderr: true, Follow: true})
	if err != nil {
		return 0, fmt.Errorf("reading %s's logs: %w", service, err)
	}
	defer logs.Close()
	if _, err := stdcopy.StdCopy(out, r.ErrOut, logs); err != nil && ctx.Err() == nil {
		return 0, fmt.Errorf("reading %s's logs: %w", service, err)
	}
	if ctx.Err() != nil {
		return 0, errdefs.Wrap(errdefs.Cancelled, ctx.Err(), "stopped following "+service+"; the trainer keeps running",
			fmt.Sprintf("`spkit logs -f %s` follows it again, `spkit down %s` stops it", service, service))
	}
	res := r.Engine.ContainerWait(ctx, ctr.ID, client.ContainerWaitOptions{Condition: container.WaitConditionNotRunning})
	select {
	case w := <-res.Result:
		fmt.Fprintf(r.ErrOut, "spkit: the trainer (%s) exited with code %d\n", service, w.StatusCode)
		return int(w.StatusCode), nil
	case err := <-res.Error:
		return 0, fmt.Errorf("waiting for %s: %w", service, err)
	}
}

// tail prints a container's last lines to ErrOut (before it is removed).
func (r *Runner) tail(ctx context.Context, id, n string) {
	logs, err := r.Engine.ContainerLogs(ctx, id, client.ContainerLogsOptions{ShowStdout: true, ShowStderr: true, Tail: n})
	if err != nil {
		return
	}
	defer logs.Close()
	_, _ = stdcopy.StdCopy(r.ErrOut, r.ErrOut, logs)
}

// container finds the service's container (running or not).
func (r *Runner) container(ctx context.Context, projectName, service string) (container.Summary, error) {
	f := client.Filters{}.Add("label", api.ProjectLabel+"="+projectName, api.ServiceLabel+"="+service)
	res, err := r.Engine.ContainerList(ctx, client.ContainerListOptions{All: true, Filters: f})
	if err != nil {
		return container.Summary{}, err
	}
	if len(res.Items) == 0 {
		return container.Summary{}, errdefs.New(errdefs.Runtime, "profile "+service+" has no container", "start it with spkit up "+service)
	}
	return res.Items[0], nil
}

// ImageExists reports whether ref is in the engine.
func (r *Runner) ImageExists(ctx context.Context, ref string) (bool, error) {
	_, err := r.Engine.ImageInspect(ctx, ref)
	switch {
	case err == nil:
		return true, nil
	case cerrdefs.IsNotFound(err):
		return false, nil
	}
	return false, engine.Unreachable(r.Engine.DaemonHost(), err)
}
