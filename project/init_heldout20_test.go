package project

import "testing"

// TestInitHeldOutTwentyReal runs init (no terminal) on the real trees of
// the twentieth held-out set (testdata/heldout20/NAME.want.json): LLM
// and RL trainers, diffusion and video trainers, speech and audio
// trainers, small-LM and research trainers, answered by four curator sessions that did not
// run init and did not read or change it, committed (48221e0) before any
// run. SPKIT_INIT_HELDOUT20=DIR holds one checkout per repository, named
// like its want file (docs/init.md, "Held-out 20"). The score is a
// measurement, not a gate: the test fails only when the harness cannot run.
//
// firstRunTwenty is its first run (spkit 48221e0, the evidence bars, the
// init code of bddb543, 2026-11-28 13:07 UTC, docs/init.md "Held-out 20");
// the set is seen from then on.
var firstRunTwenty = tally{right: 14, refused: 3, wrong: 1, total: 18}

func TestInitHeldOutTwentyReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT20", "testdata/heldout20", "held-out 20")
	t.Logf("first run: %s", firstRunTwenty)
}
