package fsutil

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a", "b.yml")
	if err := WriteFileAtomic(path, []byte("one"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(path, []byte("two"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "two" {
		t.Fatalf("content = %q, %v", got, err)
	}
	st, _ := os.Stat(path)
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode = %v, want the existing file's 0600", st.Mode().Perm())
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("temp files left behind: %v", entries)
	}
}

func TestWriteFileCreatesNoDirectory(t *testing.T) {
	dir := t.TempDir()
	err := WriteFile(filepath.Join(dir, "new", "x.yaml"), []byte("x"), 0o644)
	var md *MissingDirError
	if !errors.As(err, &md) || !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("err = %v, want MissingDirError", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "new")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the directory was created")
	}
}

func TestWriteFileRefusesReadOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ro.yaml")
	if err := os.WriteFile(path, []byte("keep"), 0o444); err != nil {
		t.Fatal(err)
	}
	var ro *ReadOnlyError
	if err := WriteFile(path, []byte("new"), 0o644); !errors.As(err, &ro) {
		t.Fatalf("err = %v, want ReadOnlyError", err)
	}
	got, _ := os.ReadFile(path)
	st, _ := os.Stat(path)
	if string(got) != "keep" || st.Mode().Perm() != 0o444 {
		t.Errorf("the file changed: %q %v", got, st.Mode())
	}
}

func TestWriteFileThroughSymlinkAndDevice(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.yaml")
	if err := os.WriteFile(real, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink("real.yaml", link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(link, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symlink was replaced")
	}
	if got, _ := os.ReadFile(real); string(got) != "new" {
		t.Errorf("target = %q", got)
	}
	if err := WriteFile("/dev/null", []byte("x"), 0o644); err != nil {
		t.Errorf("/dev/null: %v", err)
	}
}

func TestWriteFilesAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	files := []File{
		{Path: filepath.Join(dir, "a.yaml"), Data: []byte("a"), Perm: 0o644},
		{Path: filepath.Join(dir, "missing", "b"), Data: []byte("b"), Perm: 0o644},
	}
	if err := WriteFiles(files); err == nil {
		t.Fatal("no error for a missing directory")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left behind: %v", entries)
	}
	files[1].Path = filepath.Join(dir, "b")
	if err := WriteFiles(files); err != nil {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("entries: %v", entries)
	}
}
