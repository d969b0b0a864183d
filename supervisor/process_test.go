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
		if got := s.wait(t, 10*time.Second); got != c.want {
			t.Errorf("%q: exit code %d, want %d; stderr: %s", c.script, got, c.want, s.stderr.String())
		}
	}
}

func TestSignalsAreForwarded(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		dir := t.TempDir()
		ready, out := filepath.Join(dir, "ready"), filepath.Join(dir, "out")
		s := startSupervisor(t, testOptions{Command: self("trap")}, "TRAP_READY="+ready, "TRAP_OUT="+out)
		waitForFile(t, ready, 10*time.Second)
		if err := s.cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		code := s.wait(t, 10*time.Second)
		got, _ := os.ReadFile(out)
		if string(got) != strconv.Itoa(int(sig)) || code != 40+int(sig) {
			t.Errorf("%v: trainer saw %q and the supervisor exited %d, want %d and %d; stderr: %s", sig, got, code, int(sig), 40+int(sig), s.stderr.String())
		}
	}
}

// An orphan (a daemonised grandchild) is reparented to the supervisor, a
// subreaper, and must not stay a zombie after it exits.
func TestOrphansAreReaped(t *testing.T) {
	s := startSupervisor(t, testOptions{Command: []string{"sh", "-c", "(sleep 0.3 &); sleep 2"}})
	sup := s.cmd.Process.Pid
	var sawOrphan bool
	deadline := time.Now().Add(1500 * time.Millisecond)
	for time.Now().Before(deadline) {
		for _, p := range childrenOf(sup) {
			if p.comm == "sleep" && p.ppid == sup {
				sawOrphan = true
			}
			if p.state == "Z" && time.Since(s.start) > time.Second {
				t.Errorf("pid %d (%s) is a zombie under the supervisor", p.pid, p.comm)
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	if !sawOrphan {
		t.Error("the orphaned sleep was never reparented to the supervisor (not a subreaper?)")
	}
	if code := s.wait(t, 10*time.Second); code != 0 {
		t.Errorf("exit code %d; stderr: %s", code, s.stderr.String())
	}
}

type proc struct {
	pid, ppid   int
	comm, state string
}

// childrenOf scans /proc for processes whose parent is pid.
func childrenOf(pid int) []proc {
	var out []proc
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		pp, ok := hostmem.ParseStatPPID(b)
		if !ok || pp != pid {
			continue
		}
		i, j := bytes.IndexByte(b, '('), bytes.LastIndexByte(b, ')')
		out = append(out, proc{pid: p, ppid: pp, comm: string(b[i+1 : j]), state: strings.Fields(string(b[j+1:]))[0]})
	}
	return out
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
