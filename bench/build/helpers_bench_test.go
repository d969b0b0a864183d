//go:build bench

package build

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/spkit-dev/spkit/internal/testenv"
)

func moduleRoot(t *testing.T) string {
	root, err := testenv.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// copyFixture copies images/testdata/trainer to a temporary repository.
func copyFixture(t *testing.T) string {
	t.Helper()
	return testenv.CopyDir(t, filepath.Join(moduleRoot(t), "images", "testdata", "trainer"))
}

func appendLine(t *testing.T, path, line string) {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(line); err != nil {
		t.Fatal(err)
	}
}

// sparse makes a file of size bytes that takes no disk.
func sparse(t *testing.T, path string, size int64) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
}
