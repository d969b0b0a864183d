package project

import "testing"

// TestInitHeldOutThirtySixReal runs init (no terminal) on the real trees
// of the thirty-sixth held-out set (testdata/heldout36/NAME.want.json):
// LLM trainers, image generative trainers, vision and multimodal trainers,
// speech, audio and sequence-model trainers, answered by four curator
// sessions that did not run init and did not read or change it, committed
// before any run. SPKIT_INIT_HELDOUT36=DIR holds one checkout per
// repository, named like its want file (docs/init.md, "Held-out 36"). The
// score is a measurement, not a gate: the test fails only when the
// harness cannot run.
//
// firstRunThirtySix is its first run (c6aa0ab, whose init code is
// 4b568d6's, 2026-11-29 00:46 UTC, docs/init.md "Held-out 36"); the set
// is seen from then on.
var firstRunThirtySix = tally{right: 9, refused: 5, wrong: 2, total: 16}

func TestInitHeldOutThirtySixReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT36", "testdata/heldout36", "held-out 36")
	t.Logf("first run: %s", firstRunThirtySix)
}
