package supervisor

import (
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
)

// Issue 41 item 7: a tree walk cut at its budget (a fork storm starving
// the supervisor of CPU) is not the tree's figure. Until a walk completes,
// the max-used limit is compared with an estimate: the last whole walk
// plus what the stand-in (here system memory in use: the fixture has no
// cgroup) gained since. Memory other processes already held does not
// count; growth does.
func TestCutTreeWalkIsEstimatedFromAStandIn(t *testing.T) {
	spec := guardspec.Spec{MaxUsed: 15 << 30, Sources: []guardspec.Source{guardspec.Tree}, Grace: time.Second, GraceSet: true}
	f := newFakeRun(t, spec) // meminfo: 100 GiB, 20 GiB used
	f.breakTree(t, false)    // a 40 KiB tree
	f.start()
	f.tick()
	f.run.smp.tree.Budget = time.Nanosecond // every walk from now is cut
	f.meminfo(100<<20, 79<<20)              // 1 GiB more in use
	f.now = f.now.Add(time.Second)
	f.tick()
	last := f.rec.samples[len(f.rec.samples)-1]
	if !last.TreeCut || last.TreeStandIn != 40<<10+1<<30 || len(f.rec.trips) != 0 {
		t.Fatalf("cut walk: tree_cut %v, estimate %d, trips %+v; want the 40 KiB tree plus the 1 GiB gained, no trip", last.TreeCut, last.TreeStandIn, f.rec.trips)
	}
	f.meminfo(100<<20, 60<<20) // 20 GiB gained: past the 15 GiB limit
	f.now = f.now.Add(time.Second)
	f.tick()
	if len(f.rec.trips) != 1 || f.rec.trips[0].Source != guardspec.Tree || f.rec.trips[0].Used != 40<<10+20<<30 {
		t.Fatalf("trips %+v: want one on the tree's estimate, 20 GiB and 40 KiB", f.rec.trips)
	}
}

// A walk cut from the first one has no whole walk to start from: the
// stand-in's whole reading is the estimate.
func TestFirstCutWalkIsTheStandInWhole(t *testing.T) {
	old := TreeWalkBudget
	TreeWalkBudget = time.Nanosecond
	defer func() { TreeWalkBudget = old }()
	f := newFakeRun(t, guardspec.Spec{MaxUsed: 15 << 30, Sources: []guardspec.Source{guardspec.Tree}, Grace: time.Second, GraceSet: true})
	f.breakTree(t, false)
	f.start()
	f.tick()
	if len(f.rec.trips) != 1 || f.rec.trips[0].Used != 20<<30 {
		t.Fatalf("trips %+v: want one on system memory's 20 GiB", f.rec.trips)
	}
}
