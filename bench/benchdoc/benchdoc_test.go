package benchdoc

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRewriteReplacesOnlyItsSection(t *testing.T) {
	in := "# Benchmarks\n\nintro\n\n## Build\n\nold build\n\n## Healthcheck\n\nold health\n"
	got := Rewrite(in, "Build", "go test ./bench/build", "new build")
	want := "# Benchmarks\n\nintro\n\n## Build\n\nMeasured by `go test ./bench/build` (part of `make bench`).\n\nnew build\n\n## Healthcheck\n\nold health\n"
	if got != want {
		t.Errorf("Rewrite =\n%q\nwant\n%q", got, want)
	}
	last := Rewrite(in, "Healthcheck", "cmd", "new health")
	if want := "# Benchmarks\n\nintro\n\n## Build\n\nold build\n\n## Healthcheck\n\nMeasured by `cmd` (part of `make bench`).\n\nnew health\n"; last != want {
		t.Errorf("last section: %q", last)
	}
}

func TestRewriteAppendsAMissingSection(t *testing.T) {
	got := Rewrite("# B\n\n## Build\n\nx\n", "Memory guard", "cmd", "figures")
	if want := "# B\n\n## Build\n\nx\n\n## Memory guard\n\nMeasured by `cmd` (part of `make bench`).\n\nfigures\n"; got != want {
		t.Errorf("Rewrite = %q", got)
	}
}

func TestRewriteSectionFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.md")
	if err := os.WriteFile(path, []byte("# B\n\n## A\n\nold\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := RewriteSection(path, "A", "cmd", "new"); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "# B\n\n## A\n\nMeasured by `cmd` (part of `make bench`).\n\nnew\n" {
		t.Errorf("file = %q", got)
	}
}
