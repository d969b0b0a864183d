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
}

// Up starts the project's one service, waits until it is healthy, then
// follows its logs until the trainer exits and returns the exit code. A
// failed start leaves no container behind.
func (r *Runner) Up(ctx context.Context, p *types.Project, o UpOptions) (int, error) {
	if len(p.Services) != 1 {
		return 0, fmt.Errorf("up runs one profile at a time, got %d services", len(p.Services))
	}
	service := p.ServiceNames()[0]
	err := r.Compose.Up(ctx, p, api.UpOptions{
		Create: api.CreateOptions{Recreate: api.RecreateDiverged, RecreateDependencies: api.RecreateDiverged, IgnoreOrphans: true},
		Start:  api.StartOptions{Project: p, Wait: true, WaitTimeout: o.WaitTimeout},
	})
	if err != nil {
		return r.upFailed(ctx, p, service, err, o.Logs)
	}
	if o.Detach {
		fmt.Fprintf(r.Out, "%s is running and healthy; follow it with `spkit logs -f %s`, stop it with `spkit down %s`\n", service, service, service)
		return 0, nil
	}
	ctr, err := r.container(ctx, p.Name, service)
	if err != nil {
		return 0, err
	}
	return r.follow(ctx, ctr, service, o.Logs)
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
