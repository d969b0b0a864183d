package golden

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestAssertMatchesAndDiffs(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.txt")
	if err := os.WriteFile(path, []byte("a\nb\nc\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	Assert(t, path, []byte("a\nb\nc\n"))
	d := Diff("a\nb\nc\n", "a\nB\nc\n")
	if !strings.Contains(d, "line 2") || !strings.Contains(d, "- b") || !strings.Contains(d, "+ B") {
		t.Errorf("Diff = %q", d)
	}
}

func TestAssertFailsOnADifference(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.txt")
	if err := os.WriteFile(path, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rec := &recorder{TB: t}
	Assert(rec, path, []byte("new\n"))
	if !rec.failed {
		t.Error("Assert accepted a difference")
	}
}

type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Helper()               {}
