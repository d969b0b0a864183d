package cli

import (
	"context"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/moby/api/types/system"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/runstate"
)

// readyRunner connects the Compose SDK and checks, within
// engine.PingTimeout, that the engine answers before any work: a missing,
// stuck or non-Docker engine is one line and exit 4, never a hang.
func readyRunner(ctx context.Context, f *Factory) (*compose.Runner, error) {
	r, err := newRunner(f)
	if err != nil {
		return nil, err
	}
	if _, err := engine.Ping(ctx, r.Engine); err != nil {
		return nil, err
	}
	return r, nil
}

// engineCall runs a runner operation under engine.CallTimeout; a failure to
// reach the engine becomes one line with exit 4.
func engineCall(ctx context.Context, r *compose.Runner, op func(context.Context) error) error {
	_, err := engine.Call(ctx, r.Engine, engine.CallTimeout, func(ctx context.Context) (struct{}, error) {
		return struct{}{}, op(ctx)
	})
	return err
}

// engineStream runs a long operation (following logs, stopping containers)
// with no deadline of its own: the ping before it proves the engine answers.
// A lost connection becomes one line with exit 4.
func engineStream(ctx context.Context, r *compose.Runner, op func(context.Context) error) error {
	err := op(ctx)
	if engine.IsConnectionError(err) && ctx.Err() == nil {
		return engine.Unreachable(r.Engine.DaemonHost(), err)
	}
	return err
}

// checkProject loads spkit.yaml and resolves the named profiles without
// writing anything, so a config mistake is reported (exit 3) before the
// engine is asked and before a command writes generated files.
func checkProject(f *Factory, names []string) error {
	lp, err := loadProject(f)
	if err != nil {
		return err
	}
	_, err = lp.Targets(names)
	return err
}

// timedEngine is app.Engine over a compose.Runner with spkit's deadlines:
// a ping before the first call, short calls under engine.CallTimeout, long
// streams (following a trainer, stopping it) without one, and every lost
// connection one line with exit 4.
type timedEngine struct {
	r      *compose.Runner
	pinged bool
}

func (e *timedEngine) Host(ctx context.Context) (system.Info, bool, error) {
	if !e.pinged {
		if _, err := engine.Ping(ctx, e.r.Engine); err != nil {
			return system.Info{}, false, err
		}
		e.pinged = true
	}
	type host struct {
		info  system.Info
		local bool
	}
	h, err := engine.Call(ctx, e.r.Engine, engine.CallTimeout, func(ctx context.Context) (host, error) {
		info, local, err := e.r.Host(ctx)
		return host{info, local}, err
	})
	return h.info, h.local, err
}

func (e *timedEngine) ImageExists(ctx context.Context, ref string) (bool, error) {
	return engine.Call(ctx, e.r.Engine, engine.CallTimeout, func(ctx context.Context) (bool, error) {
		return e.r.ImageExists(ctx, ref)
	})
}

func (e *timedEngine) Up(ctx context.Context, p *types.Project, o compose.UpOptions) (int, error) {
	var code int
	err := engineStream(ctx, e.r, func(ctx context.Context) error {
		var err error
		code, err = e.r.Up(ctx, p, o)
		return err
	})
	return code, err
}

func (e *timedEngine) RunState(ctx context.Context, project, service string) (*runstate.State, error) {
	return engine.Call(ctx, e.r.Engine, engine.CallTimeout, func(ctx context.Context) (*runstate.State, error) {
		return e.r.RunState(ctx, project, service)
	})
}

func (e *timedEngine) Down(ctx context.Context, p *types.Project, o compose.DownOptions) error {
	return engineStream(ctx, e.r, func(ctx context.Context) error { return e.r.Down(ctx, p, o) })
}

func (e *timedEngine) Rescue(ctx context.Context, p *types.Project, service string) ([]string, error) {
	return engine.Call(ctx, e.r.Engine, engine.CallTimeout, func(ctx context.Context) ([]string, error) {
		return e.r.Rescue(ctx, p, service)
	})
}

// UpNodes runs a multi-node project's ranks on this engine (app.NodesEngine).
func (e *timedEngine) UpNodes(ctx context.Context, p *types.Project, o compose.UpOptions) (int, error) {
	var code int
	err := engineStream(ctx, e.r, func(ctx context.Context) error {
		var err error
		code, err = e.r.UpNodes(ctx, p, o)
		return err
	})
	return code, err
}

// API is the engine's client, for Swarm's service calls.
func (e *timedEngine) API() client.APIClient { return e.r.API() }

// The factory's engine runs single- and multi-node projects.
var _ app.NodesEngine = (*timedEngine)(nil)
