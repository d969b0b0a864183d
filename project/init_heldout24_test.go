package project

import "testing"

// TestInitHeldOutTwentyFourReal runs init (no terminal) on the real trees
// of the twenty-fourth held-out set (testdata/heldout24/NAME.want.json):
// LLM RL, long-context and pretraining trainers, image diffusion trainers,
// VLM fine-tuners and speech trainers, answered by four curator sessions
// that did not run init and did not read or change it, committed before
// any run. SPKIT_INIT_HELDOUT24=DIR holds one checkout per repository,
// named like its want file (docs/init.md, "Held-out 24"). The score is a
// measurement, not a gate: the test fails only when the harness cannot
// run.
//
// firstRunTwentyFour is its first run (spkit 69bacb3: d4fb47b's code,
// 2026-11-28 16:25 UTC, docs/init.md "Held-out 24"); the set is seen from
// then on.
var firstRunTwentyFour = tally{right: 18, refused: 2, wrong: 0, total: 20}

func TestInitHeldOutTwentyFourReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT24", "testdata/heldout24", "held-out 24")
	t.Logf("first run: %s", firstRunTwentyFour)
}
