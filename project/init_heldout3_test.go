package project

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInitHeldOutThreeReal runs init (no terminal) on the real trees of
// the third held-out set: fifteen public trainer repositories whose
// answers (testdata/heldout3/NAME.want.json, each with the commit read)
// were committed before init ever ran on them (635ebd9).
// SPKIT_INIT_HELDOUT3=DIR holds one checkout per repository, named like
// its want file (docs/init.md says how to make it). There are no fixtures:
// no copy of these repositories is kept, so that nothing is tuned on them.
//
// It logs each repository's outcome (right, refused, silently wrong, with
// every field's verdict) and the totals against the bar, and
// fails only when the harness cannot run: a want file without its tree.
// The score is a measurement, not a gate.
//
// firstRunThree is the first run (spkit 85ae07b, 2026-11-28 00:10 UTC,
// docs/init.md "Held-out 3"): later runs are logged against it, and are
// not an unseen measure once anything has been changed after seeing it.
var firstRunThree = tally{right: 6, refused: 4, wrong: 5, total: 15}

func TestInitHeldOutThreeReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT3", "testdata/heldout3", "held-out 3")
	t.Logf("first run: %s", firstRunThree)
}

// heldOutReal judges init on the real checkouts under the folder that
// env names, one per want file under root, logs the totals against the
// issue's bar (none silently wrong, at least 75% right), and fails only
// when the harness cannot run: no want files, or a want file without its
// tree (a missing one would shrink the set).
func heldOutReal(t *testing.T, env, root, label string) tally {
	t.Helper()
	dir := os.Getenv(env)
	if dir == "" {
		t.Skipf("set %s to a folder of real checkouts (docs/init.md, %s)", env, label)
	}
	files, err := filepath.Glob(filepath.Join(root, "*.want.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no want files under %s (%v)", root, err)
	}
	for _, wf := range files {
		name := strings.TrimSuffix(filepath.Base(wf), ".want.json")
		if fi, err := os.Stat(filepath.Join(dir, name)); err != nil || !fi.IsDir() {
			t.Fatalf("%s: no checkout at %s (every want file needs its tree: a missing one would shrink the set)", name, filepath.Join(dir, name))
		}
	}
	n := heldOut(t, root, dir)
	if n.total != len(files) {
		t.Fatalf("judged %d of %d repositories", n.total, len(files))
	}
	bar := "meets the issue's bar (none silently wrong, at least 75% right)"
	if n.wrong > 0 || 4*n.right < 3*n.total {
		bar = "BELOW the issue's bar (none silently wrong, at least 75% right)"
	}
	t.Logf("%s: %s: %d%% right; %s", label, n, 100*n.right/n.total, bar)
	return n
}
