package guardspec

import (
	"testing"

	"github.com/spkit-dev/spkit/internal/memsize"
)

// Issue 41 item 6: a limit the chosen sources never compare is a guard
// switched off, and is refused like the other guard-off values.
func TestCheckAppliesRefusesLimitsNoSourceCompares(t *testing.T) {
	gib := memsize.Size(1 << 30)
	head := memsize.Headroom{Bytes: 28 << 30}
	for _, c := range []struct {
		name string
		s    Spec
		gpu  bool
		ok   bool
	}{
		{"headroom on tree", Spec{MinAvailable: head, Sources: []Source{Tree}}, false, false},
		{"headroom on gpu", Spec{MinAvailable: head, Sources: []Source{GPU}}, false, false},
		{"headroom on tree,gpu", Spec{MinAvailable: head, Sources: []Source{Tree, GPU}}, false, false},
		{"max-used on gpu", Spec{MaxUsed: gib, Sources: []Source{GPU}}, false, false},
		{"gpu limit without gpu", Spec{Sources: []Source{Meminfo}}, true, false},
		{"headroom on cgroup (checked on the machine)", Spec{MinAvailable: head, Sources: []Source{Cgroup}}, false, true},
		{"max-used on tree", Spec{MaxUsed: gib, Sources: []Source{Tree}}, false, true},
		{"defaults", Spec{MaxUsed: gib, MinAvailable: head}, true, true},
		{"sources and no limit", Spec{Sources: []Source{GPU}}, false, true},
	} {
		err := c.s.CheckApplies(c.gpu)
		if (err == nil) != c.ok {
			t.Errorf("%s: CheckApplies = %v, want ok=%v", c.name, err, c.ok)
		}
	}
}

func TestCheckCgroupHeadroomNeedsTheCgroupsLimit(t *testing.T) {
	s := Spec{MinAvailable: memsize.Headroom{Percent: 20}, Sources: []Source{Cgroup}}
	if err := s.CheckCgroupHeadroom(0); err == nil {
		t.Error("a headroom on a cgroup with no limit was accepted")
	}
	if err := s.CheckCgroupHeadroom(8 << 30); err != nil {
		t.Errorf("a headroom on a limited cgroup: %v", err)
	}
	s.Sources = []Source{Meminfo, Cgroup}
	if err := s.CheckCgroupHeadroom(0); err != nil {
		t.Errorf("meminfo watched: %v", err)
	}
}
