package project

import "testing"

// TestInitHeldOutFortyOneReal runs init on held-out 41: 16 public
// repositories in four more fields (robot imitation learning, 3D
// generation, speech enhancement and voice conversion, code and math LLM
// instruction tuning), answered by four curator sessions that did not run
// init and did not read or change it, committed before any run.
// SPKIT_INIT_HELDOUT41=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 41"). The score is a
// measurement, not a gate: the test fails only when the harness cannot
// run.
//
// firstRunFortyOne is its first run (52c0666, whose init code is
// 8daa876's, 2026-11-29 04:22 UTC, docs/init.md "Held-out 41"); the set
// is seen from then on.
var firstRunFortyOne = tally{right: 14, refused: 1, wrong: 1, total: 16}

func TestInitHeldOutFortyOneReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT41", "testdata/heldout41", "held-out 41")
	t.Logf("first run: %s", firstRunFortyOne)
}
