package project

import "testing"

// TestInitHeldOutTwentyTwoReal runs init (no terminal) on the real trees of
// the twenty-second held-out set (testdata/heldout22/NAME.want.json): LLM
// SFT and RL trainers, image and video diffusion and flow-matching
// trainers, VLM fine-tuners and speech trainers, answered by four curator
// sessions that did not run init and did not read or change it, committed
// before any run. SPKIT_INIT_HELDOUT22=DIR holds one checkout per
// repository, named like its want file (docs/init.md, "Held-out 22"). The
// score is a measurement, not a gate: the test fails only when the harness
// cannot run.
//
// firstRunTwentyTwo is its first run (spkit d294b92: b400630's same-script
// and unknown-import rules, 2026-11-28 15:49 UTC, docs/init.md "Held-out
// 22"); the set is seen from then on.
var firstRunTwentyTwo = tally{right: 18, refused: 1, wrong: 1, total: 20}

func TestInitHeldOutTwentyTwoReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT22", "testdata/heldout22", "held-out 22")
	t.Logf("first run: %s", firstRunTwentyTwo)
}
