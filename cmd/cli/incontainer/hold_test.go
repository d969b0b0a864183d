package incontainer

import (
	"bytes"
	"os"
	"os/exec"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// holdHelperEnv makes this test binary a stand-in for a trial's `spkit
// run`: the same executable as "spkit hold" (the test binary), waiting to
// be signalled. "ignore" ignores SIGTERM (a trial that outlives its grace).
const holdHelperEnv = "SPKIT_HOLD_TEST_TRIAL"

func TestHoldTrialHelper(t *testing.T) {
	mode := os.Getenv(holdHelperEnv)
	if mode == "" {
		t.Skip("a helper process of the hold tests")
	}
	if mode == "ignore" {
		signal.Ignore(syscall.SIGTERM)
	}
	os.Stdout.WriteString("ready\n")
	time.Sleep(time.Minute)
	os.Exit(3)
}

// trial starts a stand-in trial and waits until it runs; done is closed
// when it has exited (whoever reaped it).
func trial(t *testing.T, mode string) (pid int, done chan struct{}) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHoldTrialHelper$")
	cmd.Env = append(os.Environ(), holdHelperEnv+"="+mode)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 6)
	if _, err := out.Read(buf); err != nil || string(buf) != "ready\n" {
		t.Fatalf("the stand-in trial did not start: %q, %v", buf, err)
	}
	done = make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(done)
	}()
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	return cmd.Process.Pid, done
}

func gone(t *testing.T, done chan struct{}) bool {
	t.Helper()
	select {
	case <-done:
		return true
	case <-time.After(5 * time.Second):
		return false
	}
}

// On SIGTERM, hold stops every other process of its binary (each trial's
// supervisor, which stops its trainer with its own grace) and returns once
// they are gone; a SIGCHLD before it only reaps.
func TestHoldStopsTheTrialsOnSIGTERM(t *testing.T) {
	pid1, done1 := trial(t, "term")
	pid2, done2 := trial(t, "term")
	if got := spkitProcesses(); !slices.Contains(got, pid1) || !slices.Contains(got, pid2) || slices.Contains(got, os.Getpid()) {
		t.Fatalf("spkitProcesses = %v, want the trials %d and %d and not this process", got, pid1, pid2)
	}
	stop, chld := make(chan os.Signal, 1), make(chan os.Signal, 1)
	chld <- syscall.SIGCHLD
	var errOut bytes.Buffer
	finished := make(chan error, 1)
	go func() { finished <- holdUntil(&errOut, 10*time.Second, stop, chld) }()
	select {
	case <-finished:
		t.Fatal("hold returned before SIGTERM")
	case <-time.After(100 * time.Millisecond):
	}
	stop <- syscall.SIGTERM
	if err := <-finished; err != nil {
		t.Fatal(err)
	}
	if !gone(t, done1) || !gone(t, done2) {
		t.Error("a trial outlived hold")
	}
	if errOut.Len() != 0 {
		t.Errorf("stderr: %s", errOut.String())
	}
}

// A trial that ignores SIGTERM gets SIGKILL when the grace is over.
func TestHoldKillsATrialThatOutlivesTheGrace(t *testing.T) {
	_, done := trial(t, "ignore")
	start := time.Now()
	stopTrials(&bytes.Buffer{}, 200*time.Millisecond)
	if !gone(t, done) {
		t.Fatal("the trial outlived SIGKILL")
	}
	if d := time.Since(start); d < 200*time.Millisecond {
		t.Errorf("killed after %v, before the grace", d)
	}
}

// Outside a container's PID 1, hold refuses: it would stop every spkit in
// the PID namespace.
func TestHoldRunsOnlyAsPID1(t *testing.T) {
	var out, errOut bytes.Buffer
	d := &Deps{Out: &out, ErrOut: &errOut}
	cmd := NewHoldCmd(d, nil)
	cmd.SetArgs([]string{"--grace", "1s"})
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	err := cmd.Execute()
	if errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "PID 1") {
		t.Errorf("err = %v", err)
	}
}
