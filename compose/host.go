package compose

import (
	"context"
	"strings"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/engine"
)

// topUsers is how many processes a free-memory refusal names.
const topUsers = 5

// HostFacts reads what Preflight needs: the engine's info, and for a local
// engine this machine's GPUs (through lister, when wantGPU) and memory.
func HostFacts(ctx context.Context, c client.APIClient, lister gpu.Lister, wantGPU bool, procRoot string) (*Host, error) {
	info, err := c.Info(ctx, client.InfoOptions{})
	if err != nil {
		return nil, engine.Unreachable(c.DaemonHost(), err)
	}
	h := &Host{Engine: info.Info, Local: isLocal(c.DaemonHost())}
	if !h.Local {
		return h, nil
	}
	if wantGPU && lister != nil {
		h.GPU, h.GPUErr = lister.Info()
	}
	if m, err := hostmem.ReadSnapshot(procRoot, topUsers); err == nil {
		h.Memory = m
	}
	return h, nil
}

// isLocal: a unix socket or named pipe is this machine's engine; tcp://,
// ssh:// and the like may be anywhere.
func isLocal(host string) bool {
	return strings.HasPrefix(host, "unix://") || strings.HasPrefix(host, "npipe://")
}
