package images

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 41 item 1: a repository that ships .spkit/bin (or an
// architecture's folder in it) as a link to a host folder gets nothing
// staged, removed or linked there.
func TestStageBinariesWritesNothingThroughLinks(t *testing.T) {
	for _, at := range []string{BinDir, BinDir + "/" + StagedDir("amd64")} {
		tmp, repo, outside := t.TempDir(), t.TempDir(), t.TempDir()
		writeTree(t, tmp, map[string]string{"spkit": "amd64 elf", "spkit-container": "amd64 small"})
		writeTree(t, outside, map[string]string{"spkit-old-linux-amd64": "keep", "spkit": "keep"})
		link := filepath.Join(repo, filepath.FromSlash(at))
		if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(outside, link); err != nil {
			t.Fatal(err)
		}
		src := BinarySource{Self: filepath.Join(tmp, "spkit"), GOOS: "linux", GOARCH: "amd64"}
		err := StageBinaries(repo, src, []string{"linux/amd64"})
		if err == nil || !strings.Contains(err.Error(), "symbolic link") {
			t.Errorf("%s linked out: err = %v", at, err)
		}
		entries, _ := os.ReadDir(outside)
		if len(entries) != 2 {
			t.Errorf("%s linked out: the outside folder holds %v", at, entries)
		}
		for _, e := range entries {
			if got, _ := os.ReadFile(filepath.Join(outside, e.Name())); string(got) != "keep" {
				t.Errorf("%s linked out: %s changed to %q", at, e.Name(), got)
			}
		}
	}
}

// The build context's .dockerignore is read beneath the repository: one
// shipped as a link to a host file is refused, not read.
func TestDockerignoreLinkedOutsideIsNotRead(t *testing.T) {
	repo, outside := t.TempDir(), t.TempDir()
	writeTree(t, outside, map[string]string{"secret": "*.key\n"})
	if err := os.Symlink(filepath.Join(outside, "secret"), filepath.Join(repo, ".dockerignore")); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadDockerignore(repo); err == nil || !strings.Contains(err.Error(), "outside") {
		t.Errorf("err = %v, want the link refused", err)
	}
}
