package supervisor

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
)

// breakTree makes the fake trainer's statm unreadable (a directory where
// the file should be: reading it fails, as it does with no file descriptor
// left), or readable again.
func (f *fakeRun) breakTree(t *testing.T, broken bool) {
	dir := filepath.Join(f.root, "proc", strconv.Itoa(f.c.pid))
	statm := filepath.Join(dir, "statm")
	os.RemoveAll(statm)
	if err := os.MkdirAll(filepath.Join(dir, "task", strconv.Itoa(f.c.pid)), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "task", strconv.Itoa(f.c.pid), "children"), nil, 0o644)
	if broken {
		os.Mkdir(statm, 0o755)
	} else {
		os.WriteFile(statm, []byte("100 10 0 0 0 0 0\n"), 0o644)
	}
}

// Issue #31 item 4: the only watched source stops answering. It is an
// event (observers, stderr), never a reading of 0, and after BlindLimit
// without any reading the guard stops the trainer.
func TestBlindGuardStopsTheTrainer(t *testing.T) {
	f := newFakeRun(t, guardspec.Spec{MaxUsed: 1 << 30, Sources: []guardspec.Source{guardspec.Tree}, Grace: time.Second, GraceSet: true})
	var stderr bytes.Buffer
	f.o.Stderr = &stderr
	f.breakTree(t, false)
	f.start()
	f.tick()
	f.breakTree(t, true)
	f.now = f.now.Add(time.Second)
	f.tick()
	if !slices.Contains(f.rec.events, "source tree failed=true") || !strings.Contains(stderr.String(), "the guard cannot read tree") {
		t.Fatalf("events %v, stderr %q: want the tree's failure told", f.rec.events, stderr.String())
	}
	last := f.rec.samples[len(f.rec.samples)-1]
	if len(last.Failed) != 1 || last.Failed[0].Source != guardspec.Tree || len(last.Checks) != 0 {
		t.Errorf("sample: failed %v, checks %v; want tree failed and no check on it", last.Failed, last.Checks)
	}
	f.now = f.now.Add(BlindLimit - time.Second)
	f.tick()
	if len(f.rec.trips) != 0 {
		t.Fatalf("tripped before BlindLimit: %+v", f.rec.trips)
	}
	f.now = f.now.Add(time.Second)
	f.tick()
	if len(f.rec.trips) != 1 || f.rec.trips[0].Kind != LimitBlind || len(f.sent) != 1 {
		t.Fatalf("trips %+v, signals %v: want a stop for no reading", f.rec.trips, f.sent)
	}
	if msg := f.trip.Message(); !strings.Contains(msg, "could read none of its sources for 5s (tree: ") {
		t.Errorf("message %q", msg)
	}
}

// With another watched source still answering, the guard goes on with it.
func TestGuardFallsBackToOtherSources(t *testing.T) {
	f := newFakeRun(t, guardspec.Spec{MaxUsed: 1 << 40, Sources: []guardspec.Source{guardspec.Meminfo, guardspec.Tree}})
	var stderr bytes.Buffer
	f.o.Stderr = &stderr
	f.breakTree(t, true)
	f.start()
	for range 10 {
		f.tick()
		f.now = f.now.Add(time.Second)
	}
	if len(f.rec.trips) != 0 || !strings.Contains(stderr.String(), "guarding with meminfo meanwhile") {
		t.Errorf("trips %v, stderr %q", f.rec.trips, stderr.String())
	}
	f.breakTree(t, false)
	f.tick()
	if !slices.Contains(f.rec.events, "source tree failed=false") || !strings.Contains(stderr.String(), "the guard reads tree again") {
		t.Errorf("events %v: want the tree's recovery told", f.rec.events)
	}
}
