package fsutil

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// bothWays runs a test with openat2 and with the O_NOFOLLOW walk that
// kernels without it get.
func bothWays(t *testing.T, f func(t *testing.T)) {
	for _, walk := range []bool{false, true} {
		name := "openat2"
		if walk {
			name = "walk"
		}
		t.Run(name, func(t *testing.T) {
			forceWalk = walk
			defer func() { forceWalk = false }()
			f(t)
		})
	}
}

// repoWithOutside makes a repository and, beside it, a folder with a file
// that must never change.
func repoWithOutside(t *testing.T) (repo, outside, victim string) {
	t.Helper()
	base := t.TempDir()
	repo, outside = filepath.Join(base, "repo"), filepath.Join(base, "outside")
	for _, d := range []string{repo, outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	victim = filepath.Join(outside, ".bashrc")
	if err := os.WriteFile(victim, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	return repo, outside, victim
}

func mustSymlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}

func assertUnchanged(t *testing.T, victim string) {
	t.Helper()
	if got, err := os.ReadFile(victim); err != nil || string(got) != "keep" {
		t.Errorf("the file outside changed: %q, %v", got, err)
	}
	entries, _ := os.ReadDir(filepath.Dir(victim))
	if len(entries) != 1 {
		t.Errorf("files appeared outside: %v", entries)
	}
}

// Issue 41 item 1: a generated file shipped as a link out of the
// repository is replaced, never written through.
func TestWriteFileInReplacesALinkNeverWritesThrough(t *testing.T) {
	bothWays(t, func(t *testing.T) {
		repo, _, victim := repoWithOutside(t)
		link := filepath.Join(repo, ".spkit", "generated", "cpu", "train-config.yaml")
		mustSymlink(t, victim, link)
		if err := WriteFileAtomicIn(repo, link, []byte("lr: 1"), 0o644); err != nil {
			t.Fatal(err)
		}
		assertUnchanged(t, victim)
		st, err := os.Lstat(link)
		if err != nil || !st.Mode().IsRegular() {
			t.Fatalf("the link was not replaced by a file: %v %v", st, err)
		}
		if got, _ := os.ReadFile(link); string(got) != "lr: 1" {
			t.Errorf("content %q", got)
		}
	})
}

// A folder on the way that is a link (.spkit itself, a trial folder) is
// refused: nothing is created under it.
func TestWriteFileInRefusesALinkedFolder(t *testing.T) {
	bothWays(t, func(t *testing.T) {
		repo, outside, victim := repoWithOutside(t)
		mustSymlink(t, outside, filepath.Join(repo, ".spkit"))
		for _, write := range []func() error{
			func() error {
				return WriteFileAtomicIn(repo, filepath.Join(repo, ".spkit/generated/cpu/Dockerfile"), []byte("FROM x"), 0o644)
			},
			func() error { return WriteFileIn(repo, filepath.Join(repo, ".spkit/.bashrc"), []byte("x"), 0o644) },
			func() error { return MkdirAllIn(repo, filepath.Join(repo, ".spkit/probe")) },
			func() error {
				return WriteFromIn(repo, filepath.Join(repo, ".spkit/out"), strings.NewReader("x"), 0o644)
			},
		} {
			var le *LinkError
			err := write()
			if !errors.As(err, &le) || le.Path != filepath.Join(repo, ".spkit") {
				t.Errorf("err = %v, want a LinkError naming .spkit", err)
			}
		}
		assertUnchanged(t, victim)
	})
}

func TestWriteFilesInAllOrNothing(t *testing.T) {
	bothWays(t, func(t *testing.T) {
		repo, outside, victim := repoWithOutside(t)
		mustSymlink(t, outside, filepath.Join(repo, "linked"))
		files := []File{{Path: filepath.Join(repo, "spkit.yaml"), Data: []byte("a"), Perm: 0o644}, {Path: filepath.Join(repo, "linked/.gitignore"), Data: []byte("b"), Perm: 0o644}}
		if err := WriteFilesIn(repo, files); err == nil {
			t.Fatal("no error for a linked folder")
		}
		if entries, _ := os.ReadDir(repo); len(entries) != 1 {
			t.Errorf("left behind: %v", entries)
		}
		assertUnchanged(t, victim)
	})
}

func TestWriteFileInRefusesPathsOutsideByName(t *testing.T) {
	repo, outside, victim := repoWithOutside(t)
	for _, p := range []string{"../outside/.bashrc", filepath.Join(outside, ".bashrc"), filepath.Join(repo, "..", "x")} {
		var oe *OutsideError
		if err := WriteFileAtomicIn(repo, p, []byte("x"), 0o644); !errors.As(err, &oe) {
			t.Errorf("%s: err = %v, want OutsideError", p, err)
		}
	}
	assertUnchanged(t, victim)
}

func TestWriteFileInKeepsModesAndRefusesReadOnly(t *testing.T) {
	repo := t.TempDir()
	path := filepath.Join(repo, "a.yaml")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileIn(repo, path, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the file's own 0600", st.Mode().Perm())
	}
	if err := os.Chmod(path, 0o400); err != nil {
		t.Fatal(err)
	}
	var ro *ReadOnlyError
	if err := WriteFileIn(repo, path, []byte("x"), 0o644); !errors.As(err, &ro) {
		t.Errorf("err = %v, want ReadOnlyError", err)
	}
	var md *MissingDirError
	if err := WriteFileIn(repo, filepath.Join(repo, "no/such/file"), []byte("x"), 0o644); !errors.As(err, &md) {
		t.Errorf("err = %v, want MissingDirError", err)
	}
	if entries, _ := os.ReadDir(repo); len(entries) != 1 {
		t.Errorf("temp files left: %v", entries)
	}
}

// Issue 41 item 3: a config linked out of the repository is not read; one
// linked inside it is.
func TestReadFileInRefusesALinkOutside(t *testing.T) {
	bothWays(t, func(t *testing.T) {
		repo, _, victim := repoWithOutside(t)
		mustSymlink(t, victim, filepath.Join(repo, "configs", "train.yaml"))
		_, err := ReadFileIn(context.Background(), repo, filepath.Join(repo, "configs/train.yaml"), MaxConfigBytes)
		var oe *OutsideError
		if !errors.As(err, &oe) || oe.Real != victim {
			t.Fatalf("err = %v, want OutsideError to %s", err, victim)
		}
		if err := os.WriteFile(filepath.Join(repo, "configs", "base.yaml"), []byte("lr: 1"), 0o644); err != nil {
			t.Fatal(err)
		}
		mustSymlink(t, "../configs/base.yaml", filepath.Join(repo, "alias", "t.yaml"))
		data, err := ReadFileIn(context.Background(), repo, filepath.Join(repo, "alias", "t.yaml"), MaxConfigBytes)
		if err != nil || string(data) != "lr: 1" {
			t.Errorf("a link inside the repository: %q, %v", data, err)
		}
		if _, err := RealIn(repo, filepath.Join(repo, "configs/train.yaml")); !errors.As(err, &oe) {
			t.Errorf("RealIn: err = %v, want OutsideError", err)
		}
	})
}

func TestReadFileInRefusesWhatIsNotAFile(t *testing.T) {
	bothWays(t, func(t *testing.T) {
		repo := t.TempDir()
		fifo := filepath.Join(repo, "train.yaml")
		if err := syscall.Mkfifo(fifo, 0o644); err != nil {
			t.Fatal(err)
		}
		var nr *NotRegularError
		if err := CheckRegularIn(repo, fifo); !errors.As(err, &nr) || nr.Kind != "a named pipe" {
			t.Errorf("err = %v, want a named pipe", err)
		}
		if _, err := ReadFileIn(context.Background(), repo, filepath.Join(repo, "missing.yaml"), 10); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("missing: err = %v", err)
		}
	})
}

// A log created where the tree holds a link (a trial folder the container
// shares) replaces the link.
func TestCreateInReplacesALink(t *testing.T) {
	bothWays(t, func(t *testing.T) {
		repo, _, victim := repoWithOutside(t)
		link := filepath.Join(repo, "trials", "1", "output.log")
		mustSymlink(t, victim, link)
		f, err := CreateIn(repo, link, 0o644)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.WriteString("step 1\n"); err != nil {
			t.Fatal(err)
		}
		f.Close()
		assertUnchanged(t, victim)
		if got, _ := os.ReadFile(link); string(got) != "step 1\n" {
			t.Errorf("log = %q", got)
		}
	})
}

// A dangling link leads where it points: an engine would create a missing
// bind source there.
func TestRealInFollowsADanglingLinkOut(t *testing.T) {
	repo, outside, _ := repoWithOutside(t)
	mustSymlink(t, filepath.Join(outside, "new", "dir"), filepath.Join(repo, "output"))
	var oe *OutsideError
	if _, err := RealIn(repo, filepath.Join(repo, "output")); !errors.As(err, &oe) || oe.Real != filepath.Join(outside, "new", "dir") {
		t.Errorf("err = %v, want OutsideError to the link's target", err)
	}
	if got, err := RealIn(repo, filepath.Join(repo, "output2/x")); err != nil || got != filepath.Join(repo, "output2", "x") {
		t.Errorf("a missing folder: %q, %v", got, err)
	}
}

// A relative root and paths joined to it (spkit -C repo) name the same
// files as they would anywhere else.
func TestRelativeRootAndPaths(t *testing.T) {
	base := t.TempDir()
	t.Chdir(base)
	if err := os.Mkdir("repo", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomicIn("repo", filepath.Join("repo", ".spkit", "x.yaml"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	data, err := ReadFileIn(context.Background(), "repo", filepath.Join("repo", ".spkit", "x.yaml"), 10)
	if err != nil || string(data) != "x" {
		t.Errorf("read back %q, %v", data, err)
	}
	if _, err := os.Stat(filepath.Join(base, "repo", "repo")); err == nil {
		t.Error("the path was taken relative to the root, not to the working directory")
	}
}

func TestRemoveAllInFollowsNoLink(t *testing.T) {
	bothWays(t, func(t *testing.T) {
		repo, outside, victim := repoWithOutside(t)
		mustSymlink(t, outside, filepath.Join(repo, ".spkit", "probe"))
		var le *LinkError
		if err := RemoveAllIn(repo, filepath.Join(repo, ".spkit", "probe", ".bashrc")); !errors.As(err, &le) {
			t.Errorf("err = %v, want a LinkError", err)
		}
		if err := RemoveAllIn(repo, filepath.Join(repo, ".spkit", "probe")); err != nil {
			t.Errorf("removing the link itself: %v", err)
		}
		assertUnchanged(t, victim)
		if _, err := os.Lstat(filepath.Join(repo, ".spkit", "probe")); !os.IsNotExist(err) {
			t.Errorf("the link is still there: %v", err)
		}
		if err := RemoveAllIn(repo, filepath.Join(repo, "no", "such")); err != nil {
			t.Errorf("missing: %v", err)
		}
	})
}
