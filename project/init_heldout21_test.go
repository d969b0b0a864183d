package project

import "testing"

// TestInitHeldOutTwentyOneReal runs init (no terminal) on the real trees of
// the twenty-first held-out set (testdata/heldout21/NAME.want.json): LLM
// SFT and reward-model trainers, video and image VLM fine-tuners,
// embedding and NLP fine-tuners, speech trainers, answered by four curator sessions that did not
// run init and did not read or change it, committed (8e0c2ff) before any
// run. SPKIT_INIT_HELDOUT21=DIR holds one checkout per repository, named
// like its want file (docs/init.md, "Held-out 21"). The score is a
// measurement, not a gate: the test fails only when the harness cannot run.
//
// firstRunTwentyOne is its first run (spkit 8e0c2ff, the evidence bars with
// the positional data folder rule of 94ef062, 2026-11-28 13:28 UTC,
// docs/init.md "Held-out 21"); the set is seen from then on.
var firstRunTwentyOne = tally{right: 18, refused: 2, wrong: 0, total: 20}

func TestInitHeldOutTwentyOneReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT21", "testdata/heldout21", "held-out 21")
	t.Logf("first run: %s", firstRunTwentyOne)
}
