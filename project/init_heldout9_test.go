package project

import "testing"

// TestInitHeldOutNineReal runs init (no terminal) on the real trees of the
// ninth held-out set (testdata/heldout9/NAME.want.json), answered by
// sessions that did not run init and did not read or change it, while the
// sessions changing init were told not to read them.
// SPKIT_INIT_HELDOUT9=DIR holds one checkout per repository, named like
// its want file (docs/init.md, "Held-out 9"). The score is a measurement,
// not a gate: the test fails only when the harness cannot run.
func TestInitHeldOutNineReal(t *testing.T) {
	heldOutReal(t, "SPKIT_INIT_HELDOUT9", "testdata/heldout9", "held-out 9")
}
