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
// firstRunTwelve is its first run (spkit 4984e72, 2026-11-28 09:34 UTC,
// docs/init.md "Held-out 12"); the set is seen from then on.
var firstRunTwelve = tally{right: 8, refused: 4, wrong: 3, total: 15}

func TestInitHeldOutTwelveReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT12", "testdata/heldout12", "held-out 12")
	t.Logf("first run: %s", firstRunTwelve)
}
