package compose

import (
	"context"
	"fmt"
	"io"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/cli/cli/command"
	"github.com/docker/compose/v5/cmd/display"
	composesdk "github.com/docker/compose/v5/pkg/compose"
	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/runstate"
)

// NewEngine is the Compose SDK runner over the Docker connection cli, with
// spkit's deadlines (see timedEngine): what the compose backends drive.
func NewEngine(cli *command.DockerCli, out, errOut io.Writer) (Engine, error) {
	svc, err := composesdk.NewComposeService(cli, composesdk.WithEventProcessor(Dedup(display.Plain(errOut))),
		composesdk.WithOutputStream(out), composesdk.WithErrorStream(errOut))
	if err != nil {
		return nil, fmt.Errorf("setting up the Compose SDK: %w", err)
	}
	return &timedEngine{r: &Runner{Compose: svc, Engine: cli.Client(), Out: out, ErrOut: errOut}}, nil
}

// timedEngine is Engine over a Runner with spkit's deadlines: a
// ping (within engine.PingTimeout) before the first call, short calls
// under engine.CallTimeout, long streams (following a trainer, its logs,
// stopping it) without one, and every lost connection one line with
// exit 4: a missing, stuck or non-Docker engine never hangs a command.
type timedEngine struct {
	r      *Runner
	pinged bool
}

func (e *timedEngine) ready(ctx context.Context) error {
	if e.pinged {
		return nil
	}
	if _, err := engine.Ping(ctx, e.r.Engine); err != nil {
		return err
	}
	e.pinged = true
	return nil
}

// call runs a short operation under engine.CallTimeout, after the ping.
func call[T any](ctx context.Context, e *timedEngine, op func(context.Context) (T, error)) (T, error) {
	if err := e.ready(ctx); err != nil {
		var zero T
		return zero, err
	}
	return engine.Call(ctx, e.r.Engine, engine.CallTimeout, op)
}

// stream runs a long operation with no deadline of its own, after the
// ping; a lost connection becomes one line with exit 4.
func (e *timedEngine) stream(ctx context.Context, op func(context.Context) error) error {
	if err := e.ready(ctx); err != nil {
		return err
	}
	err := op(ctx)
	if engine.IsConnectionError(err) && ctx.Err() == nil {
		return engine.Unreachable(e.r.Engine.DaemonHost(), err)
	}
	return err
}

func (e *timedEngine) Host(ctx context.Context) (system.Info, bool, error) {
	type host struct {
		info  system.Info
		local bool
	}
	h, err := call(ctx, e, func(ctx context.Context) (host, error) {
		info, local, err := e.r.Host(ctx)
		return host{info, local}, err
	})
	return h.info, h.local, err
}

func (e *timedEngine) ImageExists(ctx context.Context, ref string) (bool, error) {
	return call(ctx, e, func(ctx context.Context) (bool, error) { return e.r.ImageExists(ctx, ref) })
}

func (e *timedEngine) Up(ctx context.Context, p *types.Project, o UpOptions) (int, error) {
	var code int
	err := e.stream(ctx, func(ctx context.Context) error {
		var err error
		code, err = e.r.Up(ctx, p, o)
		return err
	})
	return code, err
}

func (e *timedEngine) RunState(ctx context.Context, project, service, dir string) (*runstate.State, error) {
	return call(ctx, e, func(ctx context.Context) (*runstate.State, error) { return e.r.RunState(ctx, project, service, dir) })
}

func (e *timedEngine) Exec(ctx context.Context, project, service string, o ExecOptions) (int, error) {
	var code int
	err := e.stream(ctx, func(ctx context.Context) error {
		var err error
		code, err = e.r.Exec(ctx, project, service, o)
		return err
	})
	return code, err
}

func (e *timedEngine) Down(ctx context.Context, p *types.Project, o DownOptions) error {
	return e.stream(ctx, func(ctx context.Context) error { return e.r.Down(ctx, p, o) })
}

func (e *timedEngine) Rescue(ctx context.Context, p *types.Project, service string) ([]string, error) {
	return call(ctx, e, func(ctx context.Context) ([]string, error) { return e.r.Rescue(ctx, p, service) })
}

func (e *timedEngine) Ps(ctx context.Context, project string) error {
	_, err := call(ctx, e, func(ctx context.Context) (struct{}, error) { return struct{}{}, e.r.Ps(ctx, project) })
	return err
}

func (e *timedEngine) Logs(ctx context.Context, project string, o LogsOptions) error {
	return e.stream(ctx, func(ctx context.Context) error { return e.r.Logs(ctx, project, o) })
}

// UpNodes runs a multi-node project's ranks on this engine.
func (e *timedEngine) UpNodes(ctx context.Context, p *types.Project, o UpOptions) (int, error) {
	var code int
	err := e.stream(ctx, func(ctx context.Context) error {
		var err error
		code, err = e.r.UpNodes(ctx, p, o)
		return err
	})
	return code, err
}
