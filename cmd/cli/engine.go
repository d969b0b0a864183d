package cli

import (
	"context"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/engine"
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
