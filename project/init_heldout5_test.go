package project

import "testing"

// TestInitHeldOutFiveReal runs init (no terminal) on the real trees of the
// fifth held-out set: ten public trainer repositories whose answers
// (testdata/heldout5/NAME.want.json) were written and committed by a
// session that did not run init and did not change it, while the sessions
// changing init were told not to read them.
// SPKIT_INIT_HELDOUT5=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 5"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunFive is its first run (spkit fab1691, 2026-11-28 03:15 UTC,
// docs/init.md "Held-out 5"); the set is seen from then on.
var firstRunFive = tally{right: 6, refused: 0, wrong: 4, total: 10}

func TestInitHeldOutFiveReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT5", "testdata/heldout5", "held-out 5")
	t.Logf("first run: %s", firstRunFive)
}
