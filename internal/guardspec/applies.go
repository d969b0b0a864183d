package guardspec

import (
	"fmt"
	"slices"

	"github.com/spkit-dev/spkit/internal/memsize"
)

// Which sources each limit applies to (the supervisor's checks): the
// max-used limit to meminfo, the cgroup and the tree; the headroom
// (available memory) to meminfo, and to the cgroup when the cgroup has a
// memory limit of its own; a GPU memory limit to gpu alone.
var (
	maxUsedSources  = []Source{Meminfo, Cgroup, Tree}
	headroomSources = []Source{Meminfo, Cgroup}
)

// CheckApplies refuses a limit that applies to none of the watched
// sources: such a guard runs and can never trip, the same as a guard
// switched off (docs/run.md, "Sources"). gpuLimit tells whether a GPU
// memory limit is set (spkit run's --max-gpu-memory).
func (s Spec) CheckApplies(gpuLimit bool) error {
	srcs := s.EffectiveSources()
	if s.MaxUsed > 0 && !watchesAny(srcs, maxUsedSources) {
		return fmt.Errorf("the max-used limit %s applies to meminfo, cgroup or tree, and the guard watches only %s: it could never trip; add one of them to the sources or drop the limit",
			s.MaxUsed.Spec(), FormatSources(srcs))
	}
	if !s.MinAvailable.IsZero() && !watchesAny(srcs, headroomSources) {
		return fmt.Errorf("the headroom %s is available memory, read from meminfo (or a cgroup's own limit), and the guard watches only %s: it could never trip; add meminfo to the sources or drop the headroom",
			s.MinAvailable.Spec(), FormatSources(srcs))
	}
	if gpuLimit && !slices.Contains(srcs, GPU) {
		return fmt.Errorf("a GPU memory limit applies to the gpu source, and the guard watches only %s: it could never trip; add gpu to the sources or drop the limit",
			FormatSources(srcs))
	}
	return nil
}

// HeadroomNeedsCgroupLimit reports whether a headroom reaches the guard
// only through the cgroup (meminfo not watched): it then applies only where
// the cgroup has a memory limit of its own, which the caller checks on the
// machine (CheckCgroupHeadroom).
func (s Spec) HeadroomNeedsCgroupLimit() bool {
	return !s.MinAvailable.IsZero() && !slices.Contains(s.EffectiveSources(), Meminfo)
}

// CheckCgroupHeadroom refuses a headroom that reaches the guard only
// through a cgroup with no memory limit (cgroupLimit 0): it could never
// trip.
func (s Spec) CheckCgroupHeadroom(cgroupLimit uint64) error {
	if !s.HeadroomNeedsCgroupLimit() || cgroupLimit > 0 {
		return nil
	}
	return fmt.Errorf("the headroom %s applies to the cgroup only through the cgroup's own memory limit, and this container's cgroup has none: it could never trip; add meminfo to the sources, or use a max-used limit",
		s.MinAvailable.Spec())
}

func watchesAny(srcs, want []Source) bool {
	return slices.ContainsFunc(srcs, func(s Source) bool { return slices.Contains(want, s) })
}

// DropDefaultHeadroom: sources a run chose without meminfo leave a
// profile's default headroom (available memory, read from meminfo) nothing
// to compare, and spkit run would refuse the guard as one that cannot
// trip. The default gives way when the max-used limit still applies to a
// watched source; callers call it only when the user set no headroom (one
// the user gave is kept, and refused as before when it cannot apply).
func (s *Spec) DropDefaultHeadroom() {
	if slices.Contains(s.EffectiveSources(), Meminfo) || s.MaxUsed == 0 {
		return
	}
	without := *s
	without.MinAvailable = memsize.Headroom{}
	if without.CheckApplies(false) == nil {
		s.MinAvailable = memsize.Headroom{}
	}
}
