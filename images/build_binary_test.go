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
	tests := []struct {
		name  string
		goos  string
		files map[string]string // under the temp dir: self/ holds the running spkit, bindir/ is $SPKIT_BIN_DIR
		want  map[string]string // staged file -> content
		warn  []string          // one warning line per entry, containing it
	}{
		{
			name: "small binaries beside spkit and in the bin dir",
			goos: "linux",
			files: map[string]string{"self/spkit": "amd64 elf", "self/spkit-healthcheck": "amd64 hc",
				"bindir/spkit-linux-arm64": "arm64 elf", "bindir/spkit-healthcheck-linux-arm64": "arm64 hc"},
			want: map[string]string{"spkit-linux-amd64": "amd64 elf", "spkit-healthcheck-linux-amd64": "amd64 hc",
				"spkit-linux-arm64": "arm64 elf", "spkit-healthcheck-linux-arm64": "arm64 hc"},
		},
		{
			name:  "no small binaries: spkit stands in, one warning per arch",
			goos:  "linux",
			files: map[string]string{"self/spkit": "amd64 elf", "bindir/spkit-linux-arm64": "arm64 elf"},
			want: map[string]string{"spkit-linux-amd64": "amd64 elf", "spkit-healthcheck-linux-amd64": "amd64 elf",
				"spkit-linux-arm64": "arm64 elf", "spkit-healthcheck-linux-arm64": "arm64 elf"},
			warn: []string{"linux/amd64 beside spkit or in $SPKIT_BIN_DIR: the image's HEALTHCHECK runs a copy of spkit instead, which is slower; `make install`",
				"linux/arm64 beside spkit or in $SPKIT_BIN_DIR: the image's HEALTHCHECK runs a copy of spkit instead, which is slower; `make build-arm64` builds bin/spkit-healthcheck-linux-arm64"},
		},
		{
			name: "a macOS spkit's own spkit-healthcheck is not a linux binary",
			goos: "darwin",
			files: map[string]string{"self/spkit": "darwin elf", "self/spkit-healthcheck": "darwin hc",
				"bindir/spkit-linux-amd64": "amd64 elf", "bindir/spkit-linux-arm64": "arm64 elf", "bindir/spkit-healthcheck-linux-arm64": "arm64 hc"},
			want: map[string]string{"spkit-linux-amd64": "amd64 elf", "spkit-healthcheck-linux-amd64": "amd64 elf",
				"spkit-linux-arm64": "arm64 elf", "spkit-healthcheck-linux-arm64": "arm64 hc"},
			warn: []string{"no spkit-healthcheck for linux/amd64"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tmp, repo := t.TempDir(), t.TempDir()
			writeTree(t, tmp, tt.files)
			var warn strings.Builder
			src := BinarySource{Self: filepath.Join(tmp, "self", "spkit"), GOOS: tt.goos, GOARCH: "amd64",
				Dirs: []string{filepath.Join(tmp, "bindir")}, Warn: &warn}
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
				if got := dropFigures(lines[i]); !strings.Contains(got, w) {
					t.Errorf("warning %d = %q, want it to contain %q", i, lines[i], w)
				}
			}
		})
	}
}

// dropFigures removes the parenthesised timings from a warning line.
func dropFigures(s string) string {
	if i, j := strings.Index(s, " ("), strings.Index(s, ")"); i >= 0 && j > i {
		return s[:i] + s[j+1:]
	}
	return s
}

// checkStaged checks repo's BinDir holds exactly want, each file 0755.
func checkStaged(t *testing.T, repo string, want map[string]string) {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(repo, BinDir))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(want) {
		t.Errorf("%s holds %d files, want %d", BinDir, len(entries), len(want))
	}
	for name, content := range want {
		p := filepath.Join(repo, BinDir, name)
		got, err := os.ReadFile(p)
		if err != nil || string(got) != content {
			t.Errorf("%s = %q, %v; want %q", name, got, err, content)
		}
		if fi, _ := os.Stat(p); fi == nil || fi.Mode().Perm() != 0o755 {
			t.Errorf("%s is not 0755", name)
		}
	}
}

func TestStageBinariesUnchangedLeftAlone(t *testing.T) {
	tmp, repo := t.TempDir(), t.TempDir()
	writeTree(t, tmp, map[string]string{"spkit": "amd64 elf", "spkit-healthcheck": "amd64 hc"})
	src := BinarySource{Self: filepath.Join(tmp, "spkit"), GOOS: "linux", GOARCH: "amd64"}
	if err := StageBinaries(repo, src, []string{"linux/amd64"}); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour).Truncate(time.Second)
	names := []string{BinaryName("amd64"), HealthcheckBinaryName("amd64")}
	for _, n := range names {
		if err := os.Chtimes(filepath.Join(repo, BinDir, n), old, old); err != nil {
			t.Fatal(err)
		}
	}
	writeTree(t, tmp, map[string]string{"spkit-healthcheck": "amd64 hc v2"})
	if err := StageBinaries(repo, src, []string{"linux/amd64"}); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(filepath.Join(repo, BinDir, names[0])); !fi.ModTime().Equal(old) {
		t.Errorf("the unchanged %s was rewritten", names[0])
	}
	checkStaged(t, repo, map[string]string{names[0]: "amd64 elf", names[1]: "amd64 hc v2"})
}

func TestStageBinariesMissingArch(t *testing.T) {
	tmp, repo := t.TempDir(), t.TempDir()
	writeTree(t, tmp, map[string]string{"spkit": "amd64 elf", "spkit-healthcheck": "amd64 hc"})
	src := BinarySource{Self: filepath.Join(tmp, "spkit"), GOOS: "linux", GOARCH: "amd64", Dirs: []string{t.TempDir()}}
	err := StageBinaries(repo, src, []string{"linux/amd64", "linux/arm64"})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "make build-arm64") {
		t.Errorf("missing arm64 binary: %v, want exit 4 naming make build-arm64", err)
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
}
