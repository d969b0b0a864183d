package images

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

func TestStageBinaries(t *testing.T) {
	tmp := t.TempDir()
	self := filepath.Join(tmp, "spkit")
	other := filepath.Join(tmp, "bindir", "spkit-linux-arm64")
	writeTree(t, tmp, map[string]string{"spkit": "amd64 elf", "bindir/spkit-linux-arm64": "arm64 elf"})
	repo := t.TempDir()
	src := BinarySource{Self: self, GOOS: "linux", GOARCH: "amd64", Dirs: []string{filepath.Dir(other)}}

	if err := StageBinaries(repo, src, []string{"linux/amd64", "linux/arm64"}); err != nil {
		t.Fatal(err)
	}
	for arch, want := range map[string]string{"amd64": "amd64 elf", "arm64": "arm64 elf"} {
		p := filepath.Join(repo, BinDir, BinaryName(arch))
		got, err := os.ReadFile(p)
		if err != nil || string(got) != want {
			t.Errorf("%s = %q, %v; want %q", p, got, err, want)
		}
		if fi, _ := os.Stat(p); fi == nil || fi.Mode().Perm() != 0o755 {
			t.Errorf("%s is not 0755", p)
		}
	}

	// Same bytes: the file is left alone (its mtime too).
	p := filepath.Join(repo, BinDir, BinaryName("amd64"))
	old := time.Now().Add(-time.Hour).Truncate(time.Second)
	if err := os.Chtimes(p, old, old); err != nil {
		t.Fatal(err)
	}
	if err := StageBinaries(repo, src, []string{"linux/amd64"}); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(p); !fi.ModTime().Equal(old) {
		t.Errorf("an unchanged binary was rewritten")
	}
}

func TestStageBinariesMissingArch(t *testing.T) {
	src := BinarySource{Self: "/x/spkit", GOOS: "linux", GOARCH: "amd64", Dirs: []string{t.TempDir()}}
	repo := t.TempDir()
	err := StageBinaries(repo, src, []string{"linux/arm64"})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "make build-arm64") {
		t.Errorf("missing arm64 binary: %v, want exit 4 naming make build-arm64", err)
	}
	if _, err := os.Stat(filepath.Join(repo, BinDir)); !os.IsNotExist(err) {
		t.Errorf("a failed staging left %s behind", BinDir)
	}
}

func TestGitRevision(t *testing.T) {
	repo := t.TempDir()
	sha := strings.Repeat("ab", 20)
	writeTree(t, repo, map[string]string{".git/HEAD": "ref: refs/heads/main\n", ".git/refs/heads/main": sha + "\n"})
	sub := filepath.Join(repo, "trainer")
	os.MkdirAll(sub, 0o755)
	if got := GitRevision(sub); got != sha {
		t.Errorf("GitRevision = %q, want %q", got, sha)
	}
	os.Remove(filepath.Join(repo, ".git/refs/heads/main"))
	writeTree(t, repo, map[string]string{".git/packed-refs": "# pack-refs\n" + sha + " refs/heads/main\n"})
	if got := GitRevision(repo); got != sha {
		t.Errorf("GitRevision from packed-refs = %q, want %q", got, sha)
	}
	if got := GitRevision(t.TempDir()); got != "" {
		t.Errorf("GitRevision outside a repo = %q", got)
	}
}
