package project

import "testing"

// TestInitHeldOutThirtyTwoReal runs init (no terminal) on the real trees
// of the thirty-second held-out set (testdata/heldout32/NAME.want.json):
// LLM fine-tuning, RL and pretraining trainers, image and video generative
// trainers, vision and multimodal trainers, speech and audio trainers and
// small sequence models, answered by four curator sessions that did not
// run init and did not read or change it, committed before any run.
// SPKIT_INIT_HELDOUT32=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 32"). The score is a
// measurement, not a gate: the test fails only when the harness cannot
// run.
func TestInitHeldOutThirtyTwoReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT32", "testdata/heldout32", "held-out 32")
}
