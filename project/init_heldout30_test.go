package project

import "testing"

// TestInitHeldOutThirtyReal runs init (no terminal) on the real trees
// of the thirtieth held-out set (testdata/heldout30/NAME.want.json):
// LLM fine-tuning and RL trainers, image and video generative trainers,
// vision and multimodal trainers, speech trainers and a small-LM trainer,
// answered by four curator sessions that did not run init and did not
// read or change it, committed before any run. SPKIT_INIT_HELDOUT30=DIR
// holds one checkout per repository, named like its want file
// (docs/init.md, "Held-out 30"). The score is a measurement, not a gate:
// the test fails only when the harness cannot run.
//
// firstRunThirty is its first run (spkit d6d0971, session 37's final init
// code, 2026-11-28 19:57 UTC, docs/init.md "Held-out 30"); the set is
// seen from then on.
var firstRunThirty = tally{right: 15, refused: 2, wrong: 1, total: 18}

func TestInitHeldOutThirtyReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT30", "testdata/heldout30", "held-out 30")
	t.Logf("first run: %s", firstRunThirty)
}
