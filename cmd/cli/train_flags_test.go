package cli

import (
	"testing"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/project"
)

// `spkit run --headroom 20%` was accepted while `spkit train --headroom 20%`
// exited 2: train validated with a size-only parser. Both now read
// memsize/guardspec, and the parsed limits reach the target.
func TestTrainGuardFlagsParseLikeRun(t *testing.T) {
	o := &trainOptions{maxMemory: "90GB", headroom: "20%", sources: "meminfo,tree"}
	adjust, err := o.adjuster()
	if err != nil {
		t.Fatalf("spkit train --max-memory 90GB --headroom 20%% --guard-sources meminfo,tree: %v", err)
	}
	tg := &project.Target{Guard: guardspec.Spec{MaxUsed: 100 << 30, MinAvailable: memsize.Headroom{Bytes: 28 << 30}}}
	adjust(tg)
	g := tg.Guard
	if g.MaxUsed != 90<<30 || g.MinAvailable.Percent != 20 || guardspec.FormatSources(g.Sources) != "meminfo,tree" {
		t.Errorf("guard after the flags = %+v", g)
	}
}

// `spkit train --guard-sources cgroup --max-memory 700MB` on a profile with a
// default headroom was refused inside the container (the headroom reads
// meminfo, or a cgroup limit the container lacks): the profile's default
// gives way to the run's chosen sources, while a headroom the user gave is
// kept (and refused there as before when it cannot apply).
func TestTrainGuardSourcesDropTheDefaultHeadroom(t *testing.T) {
	profileGuard := guardspec.Spec{MaxUsed: 100 << 30, MinAvailable: memsize.Headroom{Bytes: 28 << 30}}
	for _, c := range []struct {
		name         string
		o            trainOptions
		wantHeadroom bool
	}{
		{"cgroup and a max-used limit", trainOptions{maxMemory: "700MB", sources: "cgroup"}, false},
		{"tree and the profile's max-used", trainOptions{sources: "tree"}, false},
		{"meminfo kept", trainOptions{sources: "meminfo,cgroup"}, true},
		{"the user's headroom kept", trainOptions{headroom: "10%", sources: "cgroup"}, true},
		{"gpu alone: nothing else applies, left to be refused", trainOptions{sources: "gpu"}, true},
	} {
		adjust, err := c.o.adjuster()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		tg := &project.Target{Guard: profileGuard}
		adjust(tg)
		if got := !tg.Guard.MinAvailable.IsZero(); got != c.wantHeadroom {
			t.Errorf("%s: headroom kept = %v, want %v (guard %+v)", c.name, got, c.wantHeadroom, tg.Guard)
		}
	}
}
