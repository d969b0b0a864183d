package supervisor

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/runstate"
)

// supervised is a real supervisor process started from the test binary.
type supervised struct {
	cmd    *exec.Cmd
	stderr bytes.Buffer
	start  time.Time
}

func startSupervisor(t *testing.T, to testOptions, env ...string) *supervised {
	t.Helper()
	data, err := json.Marshal(to)
	if err != nil {
		t.Fatal(err)
	}
	s := &supervised{cmd: exec.Command(os.Args[0], "-test.run=^$")}
	s.cmd.Env = append(os.Environ(), append(env, "SPKIT_TEST_ROLE=supervise", "SPKIT_TEST_OPTS="+string(data))...)
	s.cmd.Stderr = &s.stderr
	// A process the supervisor let escape would hold the stderr pipe open
	// and hang Wait; the tests look for such processes themselves.
	s.cmd.WaitDelay = 5 * time.Second
	s.start = time.Now()
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.cmd.Process.Kill() })
	return s
}

// wait returns the exit code, failing the test after the timeout.
func (s *supervised) wait(t *testing.T, timeout time.Duration) int {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	select {
	case <-done:
		return s.cmd.ProcessState.ExitCode()
	case <-time.After(timeout):
		s.cmd.Process.Kill()
		<-done
		t.Fatalf("supervisor still running after %s; stderr:\n%s", timeout, s.stderr.String())
		return -1
	}
}

// self is the test binary in a helper role, as a child command.
func self(role string) []string {
	return []string{"env", "SPKIT_TEST_ROLE=" + role, os.Args[0], "-test.run=^$"}
}

func TestExitCodesComeBack(t *testing.T) {
	cases := []struct {
		script string
		want   int
	}{
		{"exit 0", 0},
		{"exit 3", 3},
		{"kill -KILL $$", 128 + 9},
		{"kill -TERM $$", 128 + 15},
	}
	for _, c := range cases {
		s := startSupervisor(t, testOptions{Command: []string{"sh", "-c", c.script}})
		if got := s.wait(t, 60*time.Second); got != c.want {
			t.Errorf("%q: exit code %d, want %d; stderr: %s", c.script, got, c.want, s.stderr.String())
		}
	}
}

func TestSignalsAreForwarded(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		dir := t.TempDir()
		ready, out := filepath.Join(dir, "ready"), filepath.Join(dir, "out")
		s := startSupervisor(t, testOptions{Command: self("trap")}, "TRAP_READY="+ready, "TRAP_OUT="+out)
		waitForFile(t, ready, 30*time.Second)
		if err := s.cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		code := s.wait(t, 60*time.Second)
		got, _ := os.ReadFile(out)
		if string(got) != strconv.Itoa(int(sig)) || code != 40+int(sig) {
			t.Errorf("%v: trainer saw %q and the supervisor exited %d, want %d and %d; stderr: %s", sig, got, code, int(sig), 40+int(sig), s.stderr.String())
		}
	}
}

// An orphan (a daemonised grandchild) is reparented to the supervisor, a
// subreaper, and is not left a zombie after it exits. Deadlines are
// generous and nothing depends on how fast the machine is.
func TestOrphansAreReaped(t *testing.T) {
	pids := filepath.Join(t.TempDir(), "pids")
	s := startSupervisor(t, testOptions{Command: []string{"sh", "-c", `(sleep 2 & echo $! > "$PIDS.tmp"; mv "$PIDS.tmp" "$PIDS"); sleep 6`}}, "PIDS="+pids)
	sup := s.cmd.Process.Pid
	waitForFile(t, pids, 30*time.Second)
	orphan := readPIDs(t, pids)[0]
	var reparented bool
	deadline := time.Now().Add(30 * time.Second)
	for alive(orphan) && time.Now().Before(deadline) {
		reparented = reparented || parentOf(orphan) == sup
		time.Sleep(20 * time.Millisecond)
	}
	if !reparented {
		t.Error("the orphaned sleep was never reparented to the supervisor (not a subreaper?)")
	}
	for exists(orphan) && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if exists(orphan) {
		t.Errorf("pid %d is left a zombie under the supervisor", orphan)
	}
	if code := s.wait(t, 60*time.Second); code != 0 {
		t.Errorf("exit code %d; stderr: %s", code, s.stderr.String())
	}
}

func parentOf(pid int) int {
	b, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	pp, _ := hostmem.ParseStatPPID(b)
	return pp
}

func exists(pid int) bool {
	_, err := os.Stat(filepath.Join("/proc", strconv.Itoa(pid)))
	return err == nil
}

func waitForFile(t *testing.T, path string, timeout time.Duration) {
	t.Helper()
	for deadline := time.Now().Add(timeout); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(path); err == nil {
			return
		}
	}
	t.Fatalf("%s did not appear within %s", path, timeout)
}

func readState(t *testing.T, path string) *runstate.State {
	t.Helper()
	st, err := runstate.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// Issue #31 item 8: the first SIGINT starts the grace, the second ends the
// run at once (SIGKILL), not when the grace is over.
func TestSecondInterruptKillsAtOnce(t *testing.T) {
	ready := filepath.Join(t.TempDir(), "ready")
	s := startSupervisor(t, testOptions{Command: []string{"sh", "-c", `trap "" INT TERM; : > "$READY"; sleep 60`},
		Guard: testSpec{Grace: 20 * time.Second, GraceSet: true}}, "READY="+ready)
	waitForFile(t, ready, 30*time.Second)
	for range 2 {
		if err := s.cmd.Process.Signal(syscall.SIGINT); err != nil {
			t.Fatal(err)
		}
		time.Sleep(200 * time.Millisecond)
	}
	start := time.Now()
	code := s.wait(t, 30*time.Second)
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("the run ended %s after the second SIGINT, want at once (grace 20s)", took)
	}
	if code != 128+int(syscall.SIGKILL) || !strings.Contains(s.stderr.String(), "second SIGINT: SIGKILL") {
		t.Errorf("exit %d, stderr %q", code, s.stderr.String())
	}
}
