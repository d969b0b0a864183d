package supervisor

import (
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
)

// TreeWalkBudget bounds one walk of the trainer's process tree. Under a
// fork storm that starves the supervisor of CPU a walk of some 600
// processes took seconds, and the guard saw nothing meanwhile (issue 41).
// A walk past it stops where it is; until a walk completes again, the
// max-used limit is also compared with a stand-in for the tree: the
// cgroup's working set (the container's: the tree's memory and a little
// more), else system memory in use. Either holds the tree's memory, so
// the guard trips no later than the whole tree would have. A variable for
// tests.
var TreeWalkBudget = 100 * time.Millisecond

// sampleStandIn reads the stand-in source when the tree walk was cut and
// the tick has not read it.
func (s *sampler) sampleStandIn(out *Sample, full bool, cgLimit uint64) {
	if !out.TreeCut {
		return
	}
	if s.cg != nil && !out.read.has(guardspec.Cgroup) {
		s.sampleCgroup(out, full, cgLimit)
	}
	if (s.cg == nil || out.failed(guardspec.Cgroup)) && !out.read.has(guardspec.Meminfo) {
		s.sampleMeminfo(out)
	}
}

// standIn is the max-used check on the tree's stand-in when its walk was
// cut (TreeWalkBudget); ok is false when the tree was walked whole, the
// stand-in is watched anyway (it has its own check) or could not be read.
func (g *guard) standIn(s *Sample) (Check, bool) {
	m := uint64(g.o.Guard.MaxUsed)
	if !s.TreeCut || m == 0 || !g.o.watches(guardspec.Tree) {
		return Check{}, false
	}
	const why = ", standing in for the trainer tree (its walk took longer than the budget)"
	switch {
	case s.CgroupUsage > 0 && !s.failed(guardspec.Cgroup):
		if g.o.watches(guardspec.Cgroup) {
			return Check{}, false
		}
		return Check{guardspec.Cgroup, LimitMaxUsed, s.CgroupGained(), m, "cgroup working set" + why, maxUsedDetail}, true
	case s.MemTotal > 0 && !s.failed(guardspec.Meminfo):
		if g.o.watches(guardspec.Meminfo) {
			return Check{}, false
		}
		return Check{guardspec.Meminfo, LimitMaxUsed, s.MemUsed, m, "used memory" + why, maxUsedDetail}, true
	}
	return Check{}, false
}
