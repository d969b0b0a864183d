package report

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A log spkit found in the repository (top without --log) that the
// trainer replaced by a link to a host file is not read.
func TestFollowerReadsNoLinkOutOfItsRoot(t *testing.T) {
	repo, outside := t.TempDir(), t.TempDir()
	secret := filepath.Join(outside, "shadow")
	if err := os.WriteFile(secret, []byte(`{"t":"2026-01-01T00:00:00Z"}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(repo, "output", "memory.jsonl")
	if err := os.MkdirAll(filepath.Dir(log), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(secret, log); err != nil {
		t.Fatal(err)
	}
	f := &Follower{Path: log, Root: repo, Tracker: &Tracker{Keep: 10}}
	if err := f.Poll(); err == nil || !strings.Contains(err.Error(), "outside") {
		t.Errorf("Poll = %v, want the link refused", err)
	}
	if _, err := ReadFileIn(repo, log); err == nil || !strings.Contains(err.Error(), "outside") {
		t.Errorf("ReadFileIn = %v, want the link refused", err)
	}
}
