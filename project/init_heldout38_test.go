package project

import "testing"

// TestInitHeldOutThirtyEightReal runs init on held-out 38: 25 public
// repositories in four more fields (reinforcement learning, medical and
// remote-sensing imaging, OCR and documents, self-supervised learning),
// answered by four curator sessions that did not run init and did not
// read or change it, committed before any run. SPKIT_INIT_HELDOUT38=DIR
// holds one checkout per repository, named like its want file
// (docs/init.md, "Held-out 38"). The score is a measurement, not a gate:
// the test fails only when the harness cannot run.
//
// firstRunThirtyEight is its first run (f31cbe1, whose init code is
// 209608d's, 2026-11-29 03:47 UTC, docs/init.md "Held-out 38"); the set
// is seen from then on.
var firstRunThirtyEight = tally{right: 20, refused: 5, wrong: 0, total: 25}

func TestInitHeldOutThirtyEightReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT38", "testdata/heldout38", "held-out 38")
	t.Logf("first run: %s", firstRunThirtyEight)
}
