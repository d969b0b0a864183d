package project

import "testing"

// TestInitHeldOutThirtyFourReal runs init (no terminal) on the real trees
// of the thirty-fourth held-out set (testdata/heldout34/NAME.want.json):
// LLM fine-tuning, RL and pretraining trainers, image and video generative
// trainers, vision and multimodal trainers, speech, audio and time-series
// trainers, answered by four curator sessions that did not run init and
// did not read or change it, committed before any run.
// SPKIT_INIT_HELDOUT34=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 34"). The score is a
// measurement, not a gate: the test fails only when the harness cannot
// run.
//
// firstRunThirtyFour is its first run (19f05fd, whose init code is
// dd58581's, 2026-11-29 00:26 UTC, docs/init.md "Held-out 34"); the set
// is seen from then on.
var firstRunThirtyFour = tally{right: 19, refused: 4, wrong: 4, total: 27}

func TestInitHeldOutThirtyFourReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT34", "testdata/heldout34", "held-out 34")
	t.Logf("first run: %s", firstRunThirtyFour)
}
