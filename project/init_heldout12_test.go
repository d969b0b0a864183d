package project

import "testing"

// TestInitHeldOutTwelveReal runs init (no terminal) on the real trees of
// the twelfth held-out set (testdata/heldout12/NAME.want.json), answered
// by sessions that did not run init and did not read or change it, while
// the sessions changing init were told not to read them.
// SPKIT_INIT_HELDOUT12=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 12"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunTwelve is its first run (docs/init.md "Held-out 12"; filled in after it);
// the set is seen from then on.
var firstRunTwelve = tally{right: 0, refused: 0, wrong: 0, total: 0}

func TestInitHeldOutTwelveReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT12", "testdata/heldout12", "held-out 12")
	t.Logf("first run: %s", firstRunTwelve)
}
