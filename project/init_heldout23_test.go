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
//
// firstRunTwentyThree is its first run (spkit 3c423be: 26abd9b's code,
// 2026-11-28 16:05 UTC, docs/init.md "Held-out 23"); the set is seen from
// then on.
var firstRunTwentyThree = tally{right: 15, refused: 2, wrong: 3, total: 20}

func TestInitHeldOutTwentyThreeReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT23", "testdata/heldout23", "held-out 23")
	t.Logf("first run: %s", firstRunTwentyThree)
}
