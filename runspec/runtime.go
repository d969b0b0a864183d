package runspec

import (
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
)

// runtime applies the profile's runtime: GPU request, IPC, shm, ulimits.
func (r *resolver) runtime() error {
	rt, s := r.t.Profile.Runtime, r.s
	s.IPC = rt.IPC
	if rt.GPUs != "" {
		s.GPU = &GPURequest{Driver: "nvidia", Count: deviceCount(rt.GPUs), Capabilities: []string{"gpu"}}
	}
	for _, n := range slices.Sorted(maps.Keys(rt.Ulimits)) {
		// 0 leaves the engine's default: a user profile's way to drop a
		// limit its base sets (memlock where the host forbids raising it).
		if v := rt.Ulimits[n]; v != 0 {
			s.Ulimits = append(s.Ulimits, Ulimit{Name: n, Value: v})
		}
	}
	// shm_size only without ipc: host; with the host's IPC namespace a big
	// /dev/shm is unnecessary, and on DGX Spark it would come out of the
	// GPU's memory pool (FACTS.md, Environment).
	if rt.IPC != "host" {
		s.ShmSize = rt.ShmSize
	}
	return nil
}

func deviceCount(gpus string) int {
	var n int
	if _, err := fmt.Sscan(gpus, &n); gpus == "all" || err != nil || n < 1 {
		return AllGPUs
	}
	return n
}

// stop gives the trainer time to checkpoint: at least train.stop_grace_period
// (default 120s), and at least the guard's grace (its default when unset)
// plus StopMargin.
func (r *resolver) stop() error {
	configured := orDefault(r.t.Project.Train.StopGracePeriod, project.DefaultStopGracePeriod)
	d, err := time.ParseDuration(configured)
	if err != nil || d <= 0 {
		return errdefs.Configf("write a duration such as 120s or 5m", "train.stop_grace_period %q is not a duration", configured)
	}
	r.s.StopSignal = "SIGTERM"
	r.s.StopGrace = max(d, r.t.Guard.EffectiveGrace()+StopMargin)
	return nil
}
