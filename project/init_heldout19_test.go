package project

import "testing"

// TestInitHeldOutNineteenReal runs init (no terminal) on the real trees of
// the nineteenth held-out set (testdata/heldout19/NAME.want.json): LLM
// SFT and alignment trainers, diffusion and audio trainers, small-LM
// trainers, VLM and speech fine-tuners, answered by four curator sessions that did not
// run init and did not read or change it, committed (f9c998b) before any
// run. SPKIT_INIT_HELDOUT19=DIR holds one checkout per repository, named
// like its want file (docs/init.md, "Held-out 19"). The score is a
// measurement, not a gate: the test fails only when the harness cannot run.
//
// firstRunNineteen is its first run (spkit f9c998b, the evidence bars,
// 2026-11-28 12:56 UTC, docs/init.md "Held-out 19"); the set is seen from
// then on.
var firstRunNineteen = tally{right: 15, refused: 4, wrong: 0, total: 19}

func TestInitHeldOutNineteenReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT19", "testdata/heldout19", "held-out 19")
	t.Logf("first run: %s", firstRunNineteen)
}
