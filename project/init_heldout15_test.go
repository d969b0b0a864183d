package project

import "testing"

// TestInitHeldOutFifteenReal runs init (no terminal) on the real trees of
// the fifteenth held-out set (testdata/heldout15/NAME.want.json), answered
// by sessions that did not run init and did not read or change it, while
// the sessions changing init were told not to read them.
// SPKIT_INIT_HELDOUT15=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 15"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunFifteen is its first run (spkit 0aabd95, 2026-11-28 10:21 UTC,
// docs/init.md "Held-out 15"); the set is seen from then on.
var firstRunFifteen = tally{right: 12, refused: 1, wrong: 2, total: 15}

func TestInitHeldOutFifteenReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT15", "testdata/heldout15", "held-out 15")
	t.Logf("first run: %s", firstRunFifteen)
}
