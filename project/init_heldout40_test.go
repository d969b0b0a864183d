package project

import "testing"

// TestInitHeldOutFortyReal runs init on held-out 40: 21 public
// repositories in four more fields (distillation and compression,
// CLIP-style retrieval training, small language models from scratch,
// anomaly detection and few-shot learning), answered by four curator
// sessions that did not run init and did not change it, committed before
// any run. SPKIT_INIT_HELDOUT40=DIR holds one checkout per repository,
// named like its want file (docs/init.md, "Held-out 40"). The score is a
// measurement, not a gate: the test fails only when the harness cannot
// run.
//
// firstRunForty is its first run (183f23c, whose init code is 1b9ef2c's,
// 2026-11-29 04:13 UTC, docs/init.md "Held-out 40"); the set is seen from
// then on.
var firstRunForty = tally{right: 17, refused: 3, wrong: 1, total: 21}

func TestInitHeldOutFortyReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT40", "testdata/heldout40", "held-out 40")
	t.Logf("first run: %s", firstRunForty)
}
