package supervisor

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// graceShort is long enough for sh to act on SIGTERM on a loaded machine,
// short enough to keep the tests quick when something ignores it.
const graceShort = 500 * time.Millisecond

// Whatever the trainer starts is gone when the supervisor returns, however
// it was started, and nothing escapes to the test process (a subreaper:
// an escaped process would be reparented here).
func TestNothingOutlivesTheTrainer(t *testing.T) {
	cases := []struct{ name, script string }{
		{"background job", `sleep 301 & echo $! >> "$PIDS"; exit 0`},
		{"setsid", `setsid sleep 302 & echo $! >> "$PIDS"; exit 0`},
		{"double fork", `sh -c 'sleep 303 & echo $! >> "$PIDS"' & wait; exit 0`},
		{"200 children", `for i in $(seq 200); do sleep 304 & echo $! >> "$PIDS"; done; exit 0`},
		{"ignores SIGTERM", `(trap '' TERM; exec sleep 305) & echo $! >> "$PIDS"; exit 0`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pids := filepath.Join(t.TempDir(), "pids")
			s := startSupervisor(t, testOptions{Command: []string{"sh", "-c", c.script}, Guard: testSpec{Grace: graceShort, GraceSet: true}}, "PIDS="+pids)
			if code := s.wait(t, 60*time.Second); code != 0 {
				t.Errorf("exit code %d, want the trainer's 0; stderr: %s", code, s.stderr.String())
			}
			assertGone(t, readPIDs(t, pids))
			assertNoLeftovers(t)
		})
	}
}

// SIGTERM to the supervisor reaches the trainer's group; the trainer exits
// and a worker that ignores SIGTERM gets SIGKILL after the grace.
func TestSIGTERMStopsTheWholeTree(t *testing.T) {
	dir := t.TempDir()
	pids, ready := filepath.Join(dir, "pids"), filepath.Join(dir, "ready")
	script := `(trap '' TERM; exec sleep 306) & echo $! >> "$PIDS"; setsid sleep 307 & echo $! >> "$PIDS"; touch "$READY"; wait`
	s := startSupervisor(t, testOptions{Command: []string{"sh", "-c", script}, Guard: testSpec{Grace: graceShort, GraceSet: true}},
		"PIDS="+pids, "READY="+ready)
	waitForFile(t, ready, 20*time.Second)
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if code := s.wait(t, 60*time.Second); code != 128+15 {
		t.Errorf("exit code %d, want 143 (the trainer killed by SIGTERM); stderr: %s", code, s.stderr.String())
	}
	assertGone(t, readPIDs(t, pids))
	assertNoLeftovers(t)
}

// A trainer that ignores SIGTERM gets SIGKILL once the grace is over, and
// not before.
func TestTrainerIgnoringSIGTERMIsKilledAfterGrace(t *testing.T) {
	for _, grace := range []time.Duration{graceShort, 0} {
		ready := filepath.Join(t.TempDir(), "ready")
		s := startSupervisor(t, testOptions{Command: []string{"sh", "-c", `trap '' TERM; touch "$READY"; sleep 308; exit 3`},
			Guard: testSpec{Grace: grace, GraceSet: true}}, "READY="+ready)
		waitForFile(t, ready, 20*time.Second)
		sent := time.Now()
		if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
			t.Fatal(err)
		}
		if code := s.wait(t, 60*time.Second); code != 128+9 {
			t.Errorf("grace %s: exit code %d, want 137 (SIGKILL); stderr: %s", grace, code, s.stderr.String())
		}
		if el := time.Since(sent); el < grace {
			t.Errorf("grace %s: SIGKILL after %s, before the grace was over", grace, el)
		}
		assertNoLeftovers(t)
	}
}

// Cancelling Run's context is a SIGTERM: the trainer sees it, observers
// see the stop.
func TestCancelStopsTheTrainer(t *testing.T) {
	dir := t.TempDir()
	ready, out, cancel, events := filepath.Join(dir, "ready"), filepath.Join(dir, "out"), filepath.Join(dir, "cancel"), filepath.Join(dir, "events")
	s := startSupervisor(t, testOptions{Command: self("trap"), CancelOn: cancel, Events: events}, "TRAP_READY="+ready, "TRAP_OUT="+out)
	waitForFile(t, ready, 20*time.Second)
	if err := os.WriteFile(cancel, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	code := s.wait(t, 60*time.Second)
	got, _ := os.ReadFile(out)
	if string(got) != "15" || code != 40+15 {
		t.Errorf("trainer saw %q and the supervisor exited %d, want SIGTERM (15) and 55; stderr: %s", got, code, s.stderr.String())
	}
	ev := eventNames(t, events)
	if len(ev) < 3 || ev[0] != "start" || ev[len(ev)-1] != "exit 55" || !contains(ev, "stop <nil>") {
		t.Errorf("observer events = %q, want start, stop <nil>, exit 55", ev)
	}
}

// Killed with SIGKILL, the supervisor cannot clean up: the trainer's
// parent-death signal takes it down.
func TestSIGKILLedSupervisorTakesTheTrainer(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	s := startSupervisor(t, testOptions{Command: []string{"sh", "-c", `echo $$ > "$PIDFILE.tmp"; mv "$PIDFILE.tmp" "$PIDFILE"; exec sleep 309`}}, "PIDFILE="+pidFile)
	waitForFile(t, pidFile, 20*time.Second)
	trainer := readPIDs(t, pidFile)
	if err := s.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	s.wait(t, 20*time.Second)
	assertGone(t, trainer)
}

func readPIDs(t *testing.T, path string) []int {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []int
	for _, f := range strings.Fields(string(b)) {
		p, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("%s: %q is not a pid", path, f)
		}
		out = append(out, p)
	}
	return out
}

// assertGone waits (generously: the machine may be loaded) for each pid to
// be gone or a zombie, and reaps those that came to the test process.
func assertGone(t *testing.T, pids []int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for _, p := range pids {
		for alive(p) && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		if alive(p) {
			t.Errorf("pid %d (%s) is still running", p, comm(p))
			_ = syscall.Kill(p, syscall.SIGKILL)
		}
	}
	reapAll()
}

// alive: the process exists and is not a zombie.
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	i := strings.LastIndexByte(string(b), ')')
	return i < 0 || !strings.HasPrefix(string(b[i+1:]), " Z")
}

func comm(pid int) string {
	b, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/comm")
	return strings.TrimSpace(string(b))
}

// assertNoLeftovers fails for any live descendant of the test process.
func assertNoLeftovers(t *testing.T) {
	t.Helper()
	for _, p := range descendants(os.Getpid()) {
		if alive(p) {
			t.Errorf("pid %d (%s) escaped the supervisor", p, comm(p))
			_ = syscall.Kill(p, syscall.SIGKILL)
		}
	}
	reapAll()
}

// reapAll collects zombies reparented to the test process.
func reapAll() {
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
		if pid <= 0 || errors.Is(err, syscall.ECHILD) {
			return
		}
	}
}

func eventNames(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(b)), "\n")
}

func contains(list []string, s string) bool {
	for _, l := range list {
		if l == s {
			return true
		}
	}
	return false
}

// After a guard stop, a worker that ignores SIGTERM is killed as soon as
// the trainer is gone: it holds the memory that tripped the guard. The
// test lowers a fake /proc/meminfo past the headroom once the worker runs.
func TestGuardStopTakesTheWholeTree(t *testing.T) {
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "proc"), 0o755)
	meminfo := func(availKB int) {
		tmp := filepath.Join(root, "proc", "meminfo.tmp")
		os.WriteFile(tmp, []byte(fmt.Sprintf("MemTotal: 1000000 kB\nMemAvailable: %d kB\n", availKB)), 0o644)
		os.Rename(tmp, filepath.Join(root, "proc", "meminfo"))
	}
	meminfo(900000)
	pids, ready := filepath.Join(root, "pids"), filepath.Join(root, "ready")
	script := `(trap '' TERM; exec sleep 310) & echo $! >> "$PIDS"; touch "$READY"; sleep 311`
	s := startSupervisor(t, testOptions{Command: []string{"sh", "-c", script}, Root: root,
		Guard: testSpec{HeadroomPct: 10, Grace: 30 * time.Second, GraceSet: true}}, "PIDS="+pids, "READY="+ready)
	waitForFile(t, ready, 30*time.Second)
	meminfo(50000)
	if code := s.wait(t, 60*time.Second); code != 7 {
		t.Fatalf("exit code %d, want 7; stderr: %s", code, s.stderr.String())
	}
	assertGone(t, readPIDs(t, pids))
	assertNoLeftovers(t)
}
