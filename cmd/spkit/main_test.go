package main

import (
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the test binary stand in for spkit under both names the
// scripts run it by, so argv[0] reaches main as it does in an image.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"spkit":             main,
		"spkit-healthcheck": main,
	})
}

func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{Dir: "testdata/script"})
}
