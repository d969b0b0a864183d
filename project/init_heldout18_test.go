package project

import "testing"

// TestInitHeldOutEighteenReal runs init (no terminal) on the real trees of
// the eighteenth held-out set (testdata/heldout18/NAME.want.json): LLM
// SFT/LoRA trainers, diffusion and video trainers, small-LM trainers and
// multimodal fine-tuners, answered by four curator sessions that did not
// run init and did not read or change it, committed (aa6fdc1) before any
// run. SPKIT_INIT_HELDOUT18=DIR holds one checkout per repository, named
// like its want file (docs/init.md, "Held-out 18"). The score is a
// measurement, not a gate: the test fails only when the harness cannot run.
//
// firstRunEighteen is its first run (spkit bddb543, the first commit with
// the evidence bars, 2026-11-28 12:47 UTC, docs/init.md "Held-out 18");
// the set is seen from then on.
var firstRunEighteen = tally{right: 17, refused: 1, wrong: 2, total: 20}

func TestInitHeldOutEighteenReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT18", "testdata/heldout18", "held-out 18")
	t.Logf("first run: %s", firstRunEighteen)
}
