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
