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
	err := filepath.Walk(src, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		if fi.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatalf("testenv: copying %s: %v", src, err)
	}
	return dir
}
