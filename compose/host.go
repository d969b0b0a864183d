package compose

import (
	"context"

	"github.com/moby/moby/api/types/system"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/engine"
)

// Host returns the engine's info (runtimes, CDI devices) and whether the
// engine runs on this machine, so that /proc and NVML here describe the
// machine the container will run on.
func (r *Runner) Host(ctx context.Context) (system.Info, bool, error) {
	info, err := r.Engine.Info(ctx, client.InfoOptions{})
	if err != nil {
		return system.Info{}, false, engine.Unreachable(r.Engine.DaemonHost(), err)
	}
	return info.Info, engine.IsLocal(r.Engine.DaemonHost()), nil
}
