package supervisor

import (
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
)

// TreeWalkBudget bounds one walk of the trainer's process tree. Under a
// fork storm that starves the supervisor of CPU a walk of some 600
// processes took seconds, and the guard saw nothing meanwhile (issue 41).
// A walk past it stops where it is; until a walk completes again, the
// max-used limit is also compared with an estimate of the tree (see
// sampleStandIn). A variable for tests.
var TreeWalkBudget = 100 * time.Millisecond

// standInBase is the last whole walk's tree RSS and the stand-in source's
// reading at that moment.
type standInBase struct {
	tree, ref uint64
	src       guardspec.Source
	ok        bool
}

// sampleStandIn keeps, at each whole walk, the stand-in source's reading
// beside the tree's; while walks are cut it estimates the tree as its
// last whole reading plus what the stand-in gained since (the stand-in
// alone when no walk was whole yet). The stand-in is the cgroup's working
// set, else system memory in use: both hold the tree's memory, so the
// estimate misses none of its growth, and counts other processes' growth
// only, not the memory they already held (a trial of spkit probe --local
// runs in a session whose cgroup holds much more than the trial).
func (s *sampler) sampleStandIn(out *Sample, walked, full bool, cgLimit uint64) {
	if !walked && !out.TreeCut {
		return
	}
	src, v, ok := s.readStandIn(out, full, cgLimit)
	if !ok {
		return
	}
	if !out.TreeCut {
		if !out.failed(guardspec.Tree) {
			s.base = standInBase{tree: out.TreeRSS, ref: v, src: src, ok: true}
		}
		return
	}
	out.standInSrc, out.TreeStandIn = src, v
	if b := s.base; b.ok && b.src == src {
		out.TreeStandIn = b.tree + v - min(b.ref, v)
	}
}

// readStandIn reads the stand-in source, unless the tick already has.
func (s *sampler) readStandIn(out *Sample, full bool, cgLimit uint64) (guardspec.Source, uint64, bool) {
	if s.cg != nil {
		if !out.read.has(guardspec.Cgroup) {
			s.sampleCgroup(out, full, cgLimit)
		}
		if out.CgroupUsage > 0 && !out.failed(guardspec.Cgroup) {
			return guardspec.Cgroup, out.CgroupWS, true
		}
	}
	if !out.read.has(guardspec.Meminfo) {
		s.sampleMeminfo(out)
	}
	if out.MemTotal > 0 && !out.failed(guardspec.Meminfo) {
		return guardspec.Meminfo, out.MemUsed, true
	}
	return "", 0, false
}

// standIn is the max-used check on the tree's estimate while its walks
// are cut (TreeWalkBudget); ok is false when the walk was whole or there
// is no estimate.
func (g *guard) standIn(s *Sample) (Check, bool) {
	m := uint64(g.o.Guard.MaxUsed)
	if !s.TreeCut || s.standInSrc == "" || m == 0 || !g.o.watches(guardspec.Tree) {
		return Check{}, false
	}
	what := "trainer tree RSS estimated from the " + string(s.standInSrc) + " (its walk took longer than " + TreeWalkBudget.String() + ")"
	return Check{guardspec.Tree, LimitMaxUsed, s.TreeStandIn, m, what, maxUsedDetail}, true
}
