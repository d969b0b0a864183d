package project

import "testing"

// TestInitHeldOutSeventeenReal runs init (no terminal) on the real trees of
// the seventeenth held-out set (testdata/heldout17/NAME.want.json), answered
// by sessions that did not run init and did not read or change it, while
// the sessions changing init were told not to read them.
// SPKIT_INIT_HELDOUT17=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 17"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunSeventeen is its first run (spkit c3c5751, 2026-11-28 10:35 UTC,
// docs/init.md "Held-out 17"); the set is seen from then on.
var firstRunSeventeen = tally{right: 8, refused: 1, wrong: 3, total: 12}

func TestInitHeldOutSeventeenReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT17", "testdata/heldout17", "held-out 17")
	t.Logf("first run: %s", firstRunSeventeen)
}
