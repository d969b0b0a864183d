package runstate

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestRunDirAndFind(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	t.Setenv(DirEnv, "")
	if got := RunDir(1); got != Dir {
		t.Errorf("RunDir(1) = %s, want the container's %s", got, Dir)
	}
	if got, want := RunDir(42), filepath.Join(tmp, "spkit", "42"); got != want {
		t.Errorf("RunDir(42) = %s, want %s", got, want)
	}
	t0 := time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)
	write := func(pid int, status string, updated time.Time) string {
		p := filepath.Join(RunDir(pid), FileName)
		if err := Write(p, &State{SupervisorPID: pid, Status: status, Updated: updated}); err != nil {
			t.Fatal(err)
		}
		return p
	}
	alive := func(pid int) bool { return pid < 100 }
	ended := write(200, Exited, t0)
	if got, err := Find(alive); err != nil || got != ended {
		t.Errorf("Find with one ended run = %s, %v", got, err)
	}
	running := write(10, Running, t0.Add(-time.Hour))
	if got, err := Find(alive); err != nil || got != running {
		t.Errorf("Find = %s, %v; want the live run %s", got, err, running)
	}
	write(11, Running, t0)
	if _, err := Find(alive); err == nil || !strings.Contains(err.Error(), "2 runs of spkit run on this host") {
		t.Errorf("Find with two live runs: %v", err)
	}
	t.Setenv(DirEnv, filepath.Join(tmp, "mine"))
	if got, _ := Find(alive); got != filepath.Join(tmp, "mine", FileName) {
		t.Errorf("Find with %s = %s", DirEnv, got)
	}
}
