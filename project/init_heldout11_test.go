package project

import "testing"

// TestInitHeldOutElevenReal runs init (no terminal) on the real trees of
// the eleventh held-out set (testdata/heldout11/NAME.want.json), answered
// by sessions that did not run init and did not read or change it, while
// the sessions changing init were told not to read them.
// SPKIT_INIT_HELDOUT11=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 11"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunEleven is its first run (spkit 4813b1e, 2026-11-28 09:15 UTC,
// docs/init.md "Held-out 11");
// the set is seen from then on.
var firstRunEleven = tally{right: 14, refused: 2, wrong: 5, total: 21}

func TestInitHeldOutElevenReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT11", "testdata/heldout11", "held-out 11")
	t.Logf("first run: %s", firstRunEleven)
}
