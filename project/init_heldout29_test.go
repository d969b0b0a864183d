package project

import "testing"

// TestInitHeldOutTwentyNineReal runs init (no terminal) on the real trees
// of the twenty-ninth held-out set (testdata/heldout29/NAME.want.json):
// LLM fine-tuning and RL trainers, image and video generative trainers,
// vision and multimodal trainers, speech trainers and a small-LM trainer,
// answered by four curator sessions that did not run init and did not
// read or change it, committed before any run. SPKIT_INIT_HELDOUT29=DIR
// holds one checkout per repository, named like its want file
// (docs/init.md, "Held-out 29"). The score is a measurement, not a gate:
// the test fails only when the harness cannot run.
//
// firstRunTwentyNine is its first run (spkit 528f21e, session 37's
// rules, 2026-11-28 19:24 UTC, docs/init.md "Held-out 29"); the set is
// seen from then on.
var firstRunTwentyNine = tally{right: 15, refused: 3, wrong: 2, total: 20}

func TestInitHeldOutTwentyNineReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT29", "testdata/heldout29", "held-out 29")
	t.Logf("first run: %s", firstRunTwentyNine)
}
