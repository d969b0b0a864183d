package project

import (
	"os"
	"testing"
)

// TestMain lifts the evidence bars (init_unsure.go) for the rule tests:
// each shows one rule's answer on a small fixture, whose other answers
// are too weak to be written on their own. The tests of the bars, and
// every measurement on real trees, turn them back on (withEvidenceBars).
func TestMain(m *testing.M) {
	writeOnEvidence = false
	os.Exit(m.Run())
}

// withEvidenceBars runs the rest of the test with the bars on, as users
// get them.
func withEvidenceBars(t *testing.T) {
	t.Helper()
	writeOnEvidence = true
	t.Cleanup(func() { writeOnEvidence = false })
}
