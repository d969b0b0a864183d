package project

import "testing"

// TestInitHeldOutSixteenReal runs init (no terminal) on the real trees of
// the sixteenth held-out set (testdata/heldout16/NAME.want.json), answered
// by sessions that did not run init and did not read or change it, while
// the sessions changing init were told not to read them.
// SPKIT_INIT_HELDOUT16=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 16"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunSixteen is its first run (spkit 5026612, 2026-11-28 10:27 UTC,
// docs/init.md "Held-out 16"); the set is seen from then on.
var firstRunSixteen = tally{right: 9, refused: 0, wrong: 6, total: 15}

func TestInitHeldOutSixteenReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT16", "testdata/heldout16", "held-out 16")
	t.Logf("first run: %s", firstRunSixteen)
}
