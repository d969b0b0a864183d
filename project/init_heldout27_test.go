package project

import "testing"

// TestInitHeldOutTwentySevenReal runs init (no terminal) on the real trees
// of the twenty-seventh held-out set (testdata/heldout27/NAME.want.json):
// LLM fine-tuning and RL trainers, image and video generative trainers,
// vision and multimodal trainers, speech trainers and a small-LM trainer,
// answered by four curator sessions that did not run init and did not
// read or change it, committed before any run. SPKIT_INIT_HELDOUT27=DIR
// holds one checkout per repository, named like its want file
// (docs/init.md, "Held-out 27"). The score is a measurement, not a gate:
// the test fails only when the harness cannot run.
//
// firstRunTwentySeven is its first run (spkit 6cd8e8b: 433d1b3's code, the
// final init code of session 36, 2026-11-28 18:36 UTC, docs/init.md
// "Held-out 27"); the set is seen from then on.
var firstRunTwentySeven = tally{right: 19, refused: 1, wrong: 0, total: 20}

func TestInitHeldOutTwentySevenReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT27", "testdata/heldout27", "held-out 27")
	t.Logf("first run: %s", firstRunTwentySeven)
}
