package project

import "testing"

// TestInitHeldOutTwentySixReal runs init (no terminal) on the real trees
// of the twenty-sixth held-out set (testdata/heldout26/NAME.want.json):
// LLM and NLP trainers and libraries, GAN and OCR trainers,
// self-supervised and multimodal trainers, answered by three curator
// sessions that did not run init and did not read or change it, committed
// before any run. SPKIT_INIT_HELDOUT26=DIR holds one checkout per
// repository, named like its want file (docs/init.md, "Held-out 26"). The
// score is a measurement, not a gate: the test fails only when the harness
// cannot run.
//
// firstRunTwentySix is its first run (spkit 8f9ae53: 6c8b770's code, the
// final init code of session 36, 2026-11-28 16:52 UTC, docs/init.md
// "Held-out 26"); the set is seen from then on.
var firstRunTwentySix = tally{right: 14, refused: 2, wrong: 1, total: 17}

func TestInitHeldOutTwentySixReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT26", "testdata/heldout26", "held-out 26")
	t.Logf("first run: %s", firstRunTwentySix)
}
