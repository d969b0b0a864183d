package project

import "testing"

// TestInitHeldOutThirteenReal runs init (no terminal) on the real trees of
// the thirteenth held-out set (testdata/heldout13/NAME.want.json), answered
// by sessions that did not run init and did not read or change it, while
// the sessions changing init were told not to read them.
// SPKIT_INIT_HELDOUT13=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 13"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunThirteen is its first run (spkit 4b7b4f0, 2026-11-28 09:59 UTC,
// docs/init.md "Held-out 13"); the set is seen from then on.
var firstRunThirteen = tally{right: 10, refused: 2, wrong: 3, total: 15}

func TestInitHeldOutThirteenReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT13", "testdata/heldout13", "held-out 13")
	t.Logf("first run: %s", firstRunThirteen)
}
