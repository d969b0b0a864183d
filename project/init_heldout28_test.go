package project

import "testing"

// TestInitHeldOutTwentyEightReal runs init (no terminal) on the real trees
// of the twenty-eighth held-out set (testdata/heldout28/NAME.want.json):
// LLM fine-tuning and RL trainers, image and video generative trainers,
// vision and multimodal trainers, speech trainers and a small-LM trainer,
// answered by four curator sessions that did not run init and did not
// read or change it, committed before any run. SPKIT_INIT_HELDOUT28=DIR
// holds one checkout per repository, named like its want file
// (docs/init.md, "Held-out 28"). The score is a measurement, not a gate:
// the test fails only when the harness cannot run.
//
// firstRunTwentyEight is its first run (spkit 528f21e, session 37's
// rules, 2026-11-28 19:24 UTC, docs/init.md "Held-out 28"); the set is
// seen from then on.
var firstRunTwentyEight = tally{right: 10, refused: 8, wrong: 2, total: 20}

func TestInitHeldOutTwentyEightReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT28", "testdata/heldout28", "held-out 28")
	t.Logf("first run: %s", firstRunTwentyEight)
}
