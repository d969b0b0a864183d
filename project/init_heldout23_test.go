package project

import "testing"

// TestInitHeldOutTwentyThreeReal runs init (no terminal) on the real trees
// of the twenty-third held-out set (testdata/heldout23/NAME.want.json):
// LLM SFT, RL and diffusion-LM trainers, image and video diffusion
// trainers, VLM fine-tuners and vision detectors, vocoder and TTS
// trainers, answered by four curator sessions that did not run init and
// did not read or change it, committed before any run.
// SPKIT_INIT_HELDOUT23=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 23"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
func TestInitHeldOutTwentyThreeReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT23", "testdata/heldout23", "held-out 23")
}
