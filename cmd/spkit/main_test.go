package main

import (
	"errors"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/spkit-dev/spkit/internal/testenv"
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
	testscript.Run(t, testscript.Params{
		Dir:  "testdata/script",
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){"status": cmdStatus, "corpus": cmdCorpus, "heldout": cmdHeldout},
	})
}

// cmdStatus is `status N COMMAND [ARGS...]`: it runs COMMAND as exec does
// (stdout and stderr are kept for the next stdout/stderr checks) and fails
// unless it exits with status N, so a script can tell a usage error (2)
// from an invalid config (3) or an environment error (4).
func cmdStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: status N command [args...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("status: %q is not an exit status", args[0])
	}
	got := 0
	var exit *exec.ExitError
	switch err := ts.Exec(args[1], args[2:]...); {
	case err == nil:
	case errors.As(err, &exit):
		got = exit.ExitCode()
	default:
		ts.Fatalf("%s: %v", args[1], err)
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
	}
}

// cmdHeldout is `heldout NAME`: it copies project/testdata/heldout/NAME, a
// fixture modelled on a repository init was not tuned on, to $WORK/NAME.
func cmdHeldout(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: heldout NAME")
	}
	ts.Check(testenv.CopyTree(filepath.Join("..", "..", "project", "testdata", "heldout", args[0]), ts.MkAbs(args[0])))
}

// cmdCorpus is `corpus NAME`: it copies project/testdata/corpus/NAME, a
// fixture modelled on a real trainer repository, to $WORK/NAME.
func cmdCorpus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: corpus NAME")
	}
	ts.Check(testenv.CopyTree(filepath.Join("..", "..", "project", "testdata", "corpus", args[0]), ts.MkAbs(args[0])))
}
