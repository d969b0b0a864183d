package project

import "testing"

// TestInitHeldOutThirtyOneReal runs init (no terminal) on the real trees
// of the thirty-first held-out set (testdata/heldout31/NAME.want.json):
// LLM fine-tuning, RL and pretraining trainers, image and video generative
// trainers, vision and multimodal trainers, speech and audio trainers and
// small sequence models, answered by four curator sessions that did not
// run init and did not read or change it, committed before any run.
// SPKIT_INIT_HELDOUT31=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 31"). The score is a
// measurement, not a gate: the test fails only when the harness cannot
// run.
//
// firstRunThirtyOne is its first run (bf9bc7f, whose init code is
// session 37's final c90290e, 2026-11-28 21:59 UTC, docs/init.md
// "Held-out 31"); the set is seen from then on.
var firstRunThirtyOne = tally{right: 15, refused: 4, wrong: 3, total: 22}

func TestInitHeldOutThirtyOneReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT31", "testdata/heldout31", "held-out 31")
	t.Logf("first run: %s", firstRunThirtyOne)
}
