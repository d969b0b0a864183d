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
func TestInitHeldOutTwentySixReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT26", "testdata/heldout26", "held-out 26")
}
