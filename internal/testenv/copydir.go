package testenv

import (
	"os"
	"path/filepath"
	"testing"
)

// CopyDir copies the tree at src (a fixture repository) into a new
// temporary directory, removed when the test ends, and returns it.
func CopyDir(t testing.TB, src string) string {
	t.Helper()
	dir := t.TempDir()
	if err := CopyTree(src, dir); err != nil {
		t.Fatalf("testenv: copying %s: %v", src, err)
	}
	return dir
}

// CopyNamed is CopyDir into a folder named like src (init derives a
// project's name from its folder).
func CopyNamed(t testing.TB, src string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), filepath.Base(src))
	if err := CopyTree(src, dir); err != nil {
		t.Fatalf("testenv: copying %s: %v", src, err)
	}
	return dir
}

// CopyTree copies the files and folders at src to dst (created).
func CopyTree(src, dst string) error {
	return filepath.Walk(src, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		if fi.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
}
