package project

import "testing"

// TestInitHeldOutThirtyFiveReal runs init (no terminal) on the real trees
// of the thirty-fifth held-out set (testdata/heldout35/NAME.want.json):
// LLM fine-tuning trainers, image generative trainers, vision and
// multimodal trainers, speech, audio and time-series trainers, answered by
// four curator sessions that did not run init and did not read or change
// it, committed before any run. SPKIT_INIT_HELDOUT35=DIR holds one
// checkout per repository, named like its want file (docs/init.md,
// "Held-out 35"). The score is a measurement, not a gate: the test fails
// only when the harness cannot run.
//
// firstRunThirtyFive is its first run (e42a93d, whose init code is
// 3fcc1af's, 2026-11-29 00:39 UTC, docs/init.md "Held-out 35"); the set
// is seen from then on.
var firstRunThirtyFive = tally{right: 18, refused: 2, wrong: 1, total: 21}

func TestInitHeldOutThirtyFiveReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT35", "testdata/heldout35", "held-out 35")
	t.Logf("first run: %s", firstRunThirtyFive)
}
