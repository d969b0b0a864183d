package images

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

func TestStageBinaries(t *testing.T) {
	tests := []struct {
		name  string
		goos  string
		files map[string]string    // under the temp dir: self/ holds the running spkit, bindir/ is $SPKIT_BIN_DIR
		want  map[string][2]string // arch -> staged spkit's and spkit-healthcheck's content ("": a symlink to spkit)
		warn  []string             // one warning line per entry, containing it
	}{
		{
			name: "container and healthcheck binaries beside spkit and in the bin dir",
			goos: "linux",
			files: map[string]string{"self/spkit": "amd64 elf", "self/spkit-container": "amd64 small", "self/spkit-healthcheck": "amd64 check",
				"bindir/spkit-container-linux-arm64": "arm64 small", "bindir/spkit-healthcheck-linux-arm64": "arm64 check"},
			want: map[string][2]string{"amd64": {"amd64 small", "amd64 check"}, "arm64": {"arm64 small", "arm64 check"}},
		},
		{
			name: "no native container binary: spkit stands in, one warning; no arm64 healthcheck: a symlink, one warning",
			goos: "linux",
			files: map[string]string{"self/spkit": "amd64 elf", "self/spkit-healthcheck": "amd64 check",
				"self/spkit-container-linux-arm64": "arm64 small"},
			want: map[string][2]string{"amd64": {"amd64 elf", ""}, "arm64": {"arm64 small", ""}},
			warn: []string{"no spkit-container for linux/amd64 beside spkit or in $SPKIT_BIN_DIR: the image gets a copy of spkit instead",
				"no spkit-healthcheck for linux/arm64 beside spkit or in $SPKIT_BIN_DIR: the image's HEALTHCHECK runs spkit-container instead"},
		},
		{
			name: "a macOS spkit's own spkit-container and spkit-healthcheck are not linux binaries",
			goos: "darwin",
			files: map[string]string{"self/spkit": "darwin elf", "self/spkit-container": "darwin small", "self/spkit-healthcheck": "darwin check",
				"bindir/spkit-container-linux-amd64": "amd64 small", "bindir/spkit-container-linux-arm64": "arm64 small",
				"bindir/spkit-healthcheck-linux-amd64": "amd64 check"},
			want: map[string][2]string{"amd64": {"amd64 small", "amd64 check"}, "arm64": {"arm64 small", ""}},
			warn: []string{"no spkit-healthcheck for linux/arm64"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tmp, repo := t.TempDir(), t.TempDir()
			writeTree(t, tmp, tt.files)
			writeTree(t, repo, map[string]string{BinDir + "/spkit-linux-amd64": "old layout"})
			var warn strings.Builder
			src := BinarySource{Self: filepath.Join(tmp, "self", "spkit"), GOOS: tt.goos, GOARCH: "amd64",
				Dirs: []string{filepath.Join(tmp, "bindir"), filepath.Join(tmp, "self")}, Warn: &warn}
			if err := StageBinaries(repo, src, []string{"linux/amd64", "linux/arm64"}); err != nil {
				t.Fatal(err)
			}
			checkStaged(t, repo, tt.want)
			lines := strings.Split(strings.TrimSuffix(warn.String(), "\n"), "\n")
			if warn.Len() == 0 {
				lines = nil
			}
			if len(lines) != len(tt.warn) {
				t.Fatalf("warnings:\n%s\nwant %d line(s)", warn.String(), len(tt.warn))
			}
			for i, w := range tt.warn {
				if !strings.Contains(lines[i], w) {
					t.Errorf("warning %d = %q, want it to contain %q", i, lines[i], w)
				}
			}
		})
	}
}

// checkStaged checks repo's BinDir holds exactly one linux-<arch>
// directory per arch of want, each with spkit (0755) and spkit-healthcheck:
// a 0755 file with want's content, or ("") a symlink to spkit.
func checkStaged(t *testing.T, repo string, want map[string][2]string) {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(repo, BinDir))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(want) {
		t.Errorf("%s holds %d entries, want %d", BinDir, len(entries), len(want))
	}
	for arch, content := range want {
		dir := filepath.Join(repo, BinDir, StagedDir(arch))
		for i, name := range []string{"spkit", HealthcheckName} {
			p := filepath.Join(dir, name)
			if content[i] == "" {
				if l, err := os.Readlink(p); err != nil || l != "spkit" {
					t.Errorf("%s %s -> %q, %v; want a symlink to spkit", arch, name, l, err)
				}
				continue
			}
			fi, err := os.Lstat(p)
			if err != nil || !fi.Mode().IsRegular() || fi.Mode().Perm() != 0o755 {
				t.Errorf("%s %s: %v, %v; want a 0755 file", arch, name, fi, err)
				continue
			}
			if got, err := os.ReadFile(p); err != nil || string(got) != content[i] {
				t.Errorf("%s %s = %q, %v; want %q", arch, name, got, err, content[i])
			}
		}
	}
}

func TestStageBinariesUnchangedLeftAlone(t *testing.T) {
	tmp, repo := t.TempDir(), t.TempDir()
	writeTree(t, tmp, map[string]string{"spkit": "amd64 elf", "spkit-container": "amd64 small"})
	src := BinarySource{Self: filepath.Join(tmp, "spkit"), GOOS: "linux", GOARCH: "amd64"}
	if err := StageBinaries(repo, src, []string{"linux/amd64"}); err != nil {
		t.Fatal(err)
	}
	checkStaged(t, repo, map[string][2]string{"amd64": {"amd64 small", ""}})
	old := time.Now().Add(-time.Hour).Truncate(time.Second)
	p := filepath.Join(repo, BinDir, StagedDir("amd64"), "spkit")
	if err := os.Chtimes(p, old, old); err != nil {
		t.Fatal(err)
	}
	if err := StageBinaries(repo, src, []string{"linux/amd64"}); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(p); !fi.ModTime().Equal(old) {
		t.Errorf("the unchanged %s was rewritten", p)
	}
	// A new container binary replaces the staged one; a healthcheck binary
	// installed since replaces the symlink (not the file it points to).
	writeTree(t, tmp, map[string]string{"spkit-container": "amd64 small v2", "spkit-healthcheck": "amd64 check"})
	if err := StageBinaries(repo, src, []string{"linux/amd64"}); err != nil {
		t.Fatal(err)
	}
	checkStaged(t, repo, map[string][2]string{"amd64": {"amd64 small v2", "amd64 check"}})
}

func TestStageBinariesMissingArch(t *testing.T) {
	tmp, repo := t.TempDir(), t.TempDir()
	writeTree(t, tmp, map[string]string{"spkit": "amd64 elf", "spkit-container": "amd64 small"})
	src := BinarySource{Self: filepath.Join(tmp, "spkit"), GOOS: "linux", GOARCH: "amd64", Dirs: []string{t.TempDir()}}
	err := StageBinaries(repo, src, []string{"linux/amd64", "linux/arm64"})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "no spkit-container for linux/arm64") ||
		!strings.Contains(err.Error(), "gcc-aarch64-linux-gnu") {
		t.Errorf("missing arm64 binary: %v, want exit 4 naming the cross compiler", err)
	}
	if _, err := os.Stat(filepath.Join(repo, BinDir)); !os.IsNotExist(err) {
		t.Errorf("a failed staging left %s behind (amd64 was staged before arm64 was found missing)", BinDir)
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
	// A named pipe as HEAD (or a ref) gives no revision, at once: the
	// build goes on unlabelled rather than blocking.
	if err := os.Remove(filepath.Join(repo, ".git/HEAD")); err != nil {
		t.Fatal(err)
	}
	if err := unix.Mkfifo(filepath.Join(repo, ".git/HEAD"), 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan string, 1)
	go func() { done <- GitRevision(repo) }()
	select {
	case got := <-done:
		if got != "" {
			t.Errorf("GitRevision with a FIFO HEAD = %q", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("GitRevision blocked on a FIFO HEAD")
	}
}
