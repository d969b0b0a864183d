package project

import "testing"

// TestInitHeldOutFourteenReal runs init (no terminal) on the real trees of
// the fourteenth held-out set (testdata/heldout14/NAME.want.json), answered
// by sessions that did not run init and did not read or change it, while
// the sessions changing init were told not to read them.
// SPKIT_INIT_HELDOUT14=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 14"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunFourteen is its first run (spkit 5f47a8f, 2026-11-28 10:14 UTC,
// docs/init.md "Held-out 14"); the set is seen from then on.
var firstRunFourteen = tally{right: 10, refused: 0, wrong: 5, total: 15}

func TestInitHeldOutFourteenReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT14", "testdata/heldout14", "held-out 14")
	t.Logf("first run: %s", firstRunFourteen)
}
