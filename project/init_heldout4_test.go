package project

import "testing"

// TestInitHeldOutFourReal runs init (no terminal) on the real trees of the
// fourth held-out set: public trainer repositories whose answers
// (testdata/heldout4/NAME.want.json, each with the commit read) were
// written and committed by sessions that did not run init on them and did
// not change init, before init ever ran on them.
// SPKIT_INIT_HELDOUT4=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 4"). No fixtures are kept, so
// nothing can be tuned on them.
//
// It logs each repository's outcome and the totals against the issue's
// bar (none silently wrong, at least 75% right), and fails only when the
// harness cannot run: a want file without its tree. The score is a
// measurement, not a gate.
//
// firstRunFour is its first run (spkit 114be26, 2026-11-28 02:48 UTC,
// docs/init.md "Held-out 4"); the set is seen from then on.
var firstRunFour = tally{right: 8, refused: 0, wrong: 7, total: 15}

func TestInitHeldOutFourReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT4", "testdata/heldout4", "held-out 4")
	t.Logf("first run: %s", firstRunFour)
}
