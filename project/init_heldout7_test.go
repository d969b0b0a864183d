package project

import "testing"

// TestInitHeldOutSevenReal runs init (no terminal) on the real trees of the
// seventh held-out set (testdata/heldout7/NAME.want.json), answered by
// sessions that did not run init and did not read or change it, while the
// sessions changing init were told not to read them.
// SPKIT_INIT_HELDOUT7=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 7"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunSeven is its first run (spkit 8becb33, 2026-11-28 05:39 UTC,
// docs/init.md "Held-out 7"); the set is seen from then on.
var firstRunSeven = tally{right: 13, refused: 0, wrong: 4, total: 17}

func TestInitHeldOutSevenReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT7", "testdata/heldout7", "held-out 7")
	t.Logf("first run: %s", firstRunSeven)
}
