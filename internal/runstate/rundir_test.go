package runstate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Issue 41, low: one $TMPDIR/spkit/PID/ was kept per run forever. A new
// run removes the folders of runs whose supervisor is gone.
func TestPrepareRunDirPrunesEndedRuns(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	t.Setenv(DirEnv, "")
	for _, pid := range []int{10, 200, 201} {
		if err := Write(filepath.Join(RunDir(pid), FileName), &State{SupervisorPID: pid, Status: Exited}); err != nil {
			t.Fatal(err)
		}
	}
	alive := func(pid int) bool { return pid < 100 }
	dir, err := PrepareRunDir(300, alive)
	if err != nil || dir != filepath.Join(tmp, "spkit", "300") {
		t.Fatalf("PrepareRunDir = %s, %v", dir, err)
	}
	entries, _ := os.ReadDir(filepath.Join(tmp, "spkit"))
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, ",") != "10,300" {
		t.Errorf("left %v, want the live run's and the new one's", names)
	}
	if dir, err := PrepareRunDir(1, alive); err != nil || dir != Dir {
		t.Errorf("PID 1: %s, %v", dir, err)
	}
}

// Issue 41, low: a $TMPDIR/spkit that is a link (planted by another user)
// was followed; it is refused, and Find reads nothing through it.
func TestPrepareRunDirRefusesALinkedStateFolder(t *testing.T) {
	tmp, elsewhere := t.TempDir(), t.TempDir()
	t.Setenv("TMPDIR", tmp)
	t.Setenv(DirEnv, "")
	if err := os.Symlink(elsewhere, filepath.Join(tmp, "spkit")); err != nil {
		t.Fatal(err)
	}
	_, err := PrepareRunDir(300, func(int) bool { return false })
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "is a symbolic link") {
		t.Errorf("err = %v, want exit 4 naming the link", err)
	}
	if entries, _ := os.ReadDir(elsewhere); len(entries) != 0 {
		t.Errorf("written through the link: %v", entries)
	}
	if err := Write(filepath.Join(elsewhere, "7", FileName), &State{SupervisorPID: 7, Status: Running}); err != nil {
		t.Fatal(err)
	}
	if got, _ := Find(func(int) bool { return true }); strings.HasPrefix(got, filepath.Join(tmp, "spkit")) {
		t.Errorf("Find read through the link: %s", got)
	}
}

// Issue 41, low: SPKIT_STATE_DIR=/nonexistent/x was made, parents and
// all, as root. Only a folder whose parent exists is made.
func TestPrepareRunDirMakesNoTreeForTheStateDir(t *testing.T) {
	base := t.TempDir()
	t.Setenv(DirEnv, filepath.Join(base, "missing", "x"))
	_, err := PrepareRunDir(300, func(int) bool { return false })
	if errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("err = %v, want exit 2 naming the missing folder", err)
	}
	if _, err := os.Stat(filepath.Join(base, "missing")); err == nil {
		t.Error("the missing parent was made")
	}
	t.Setenv(DirEnv, filepath.Join(base, "x"))
	if dir, err := PrepareRunDir(300, func(int) bool { return false }); err != nil || dir != filepath.Join(base, "x") {
		t.Errorf("an existing parent: %s, %v", dir, err)
	}
}

// The state file is written through no link left in its folder (a probe's
// trial folder, shared with a container, a repository's .spkit).
func TestWriteFollowsNoLink(t *testing.T) {
	dir, outside := t.TempDir(), t.TempDir()
	victim := filepath.Join(outside, "bashrc")
	if err := os.WriteFile(victim, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{FileName, FileName + ".tmp"} {
		if err := os.Symlink(victim, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	if err := Write(filepath.Join(dir, FileName), &State{Status: Running}); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(victim); string(got) != "keep" {
		t.Errorf("written through a link: %q", got)
	}
	if s, err := Read(filepath.Join(dir, FileName)); err != nil || s.Status != Running {
		t.Errorf("read back: %+v, %v", s, err)
	}
}
