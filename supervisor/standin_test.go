package supervisor

import (
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
)

// Issue 41 item 7: a tree walk cut at its budget (a fork storm starving
// the supervisor of CPU) is not the tree's figure: the max-used limit is
// compared with a stand-in (here system memory in use, the fixture has no
// cgroup) until a walk completes, and trips on it.
func TestCutTreeWalkFallsBackToAStandIn(t *testing.T) {
	spec := guardspec.Spec{MaxUsed: 15 << 30, Sources: []guardspec.Source{guardspec.Tree}, Grace: time.Second, GraceSet: true}
	whole := newFakeRun(t, spec)
	whole.breakTree(t, false)
	whole.start()
	whole.tick()
	if len(whole.rec.trips) != 0 {
		t.Fatalf("a whole walk of a 40 KiB tree tripped: %+v", whole.rec.trips)
	}
	old := TreeWalkBudget
	TreeWalkBudget = time.Nanosecond
	defer func() { TreeWalkBudget = old }()
	f := newFakeRun(t, spec)
	f.breakTree(t, false)
	f.start()
	f.tick()
	if len(f.rec.trips) != 1 || f.rec.trips[0].Source != guardspec.Meminfo || f.rec.trips[0].Used != 20<<30 {
		t.Fatalf("trips %+v: want one on system memory's 20 GiB, standing in for the cut tree", f.rec.trips)
	}
	if s := f.rec.samples[len(f.rec.samples)-1]; !s.TreeCut {
		t.Errorf("the sample does not say the walk was cut: %+v", s)
	}
}
