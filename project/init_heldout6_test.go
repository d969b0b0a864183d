package project

import "testing"

// TestInitHeldOutSixReal runs init (no terminal) on the real trees of the
// sixth held-out set (testdata/heldout6/NAME.want.json), answered by a
// session that did not run init and did not change it, while the
// sessions changing init were told not to read them.
// SPKIT_INIT_HELDOUT6=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 6"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunSix is its first run (spkit cec9bea, 2026-11-28 03:38 UTC,
// docs/init.md "Held-out 6"); the set is seen from then on.
var firstRunSix = tally{right: 6, refused: 2, wrong: 2, total: 10}

func TestInitHeldOutSixReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT6", "testdata/heldout6", "held-out 6")
	t.Logf("first run: %s", firstRunSix)
}
