package project

import "testing"

// TestInitHeldOutTwentyFiveReal runs init (no terminal) on the real trees
// of the twenty-fifth held-out set (testdata/heldout25/NAME.want.json):
// LLM fine-tuning and RL libraries, image diffusion and VQ trainers,
// vision-language and detection trainers, singing and voice-conversion
// trainers, answered by four curator sessions that did not run init and
// did not read or change it, committed before any run.
// SPKIT_INIT_HELDOUT25=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 25"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
//
// firstRunTwentyFive is its first run (spkit 224cfbb: 83fd452's code,
// 2026-11-28 16:39 UTC, docs/init.md "Held-out 25"); the set is seen from
// then on.
var firstRunTwentyFive = tally{right: 17, refused: 1, wrong: 1, total: 19}

func TestInitHeldOutTwentyFiveReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT25", "testdata/heldout25", "held-out 25")
	t.Logf("first run: %s", firstRunTwentyFive)
}
