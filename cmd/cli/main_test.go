package cli

import (
	"os"
	"testing"
)

// TestMain lets the test binary play spkit itself in a child process
// ($SPKIT_CLI_TEST_ROLE=spkit), for tests that need several real spkit
// processes at once (spkit run reaps every child of its process, so two
// runs cannot share one).
func TestMain(m *testing.M) {
	if os.Getenv("SPKIT_CLI_TEST_ROLE") == "spkit" {
		os.Args = append([]string{"spkit"}, os.Args[1:]...)
		os.Exit(Main())
	}
	os.Exit(m.Run())
}
