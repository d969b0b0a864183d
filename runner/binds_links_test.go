package runner

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/runspec"
)

// A missing data folder under a folder the repository ships as a link to
// a host folder is not made there (as root, through the link).
func TestPrepareBindsMakesNoFolderThroughALink(t *testing.T) {
	repo, outside := t.TempDir(), t.TempDir()
	if err := os.Symlink(outside, filepath.Join(repo, "datasets")); err != nil {
		t.Fatal(err)
	}
	spec := &runspec.Spec{Output: runspec.Output{Host: "./output"}, Mounts: []runspec.Mount{
		{Role: runspec.DataMount, Kind: runspec.Bind, Source: "./datasets/train", Target: "/app/data", ReadOnly: true}}}
	err := PrepareBinds(repo, spec)
	if err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("err = %v, want the linked folder refused", err)
	}
	if entries, _ := os.ReadDir(outside); len(entries) != 0 {
		t.Errorf("made outside the repository: %v", entries)
	}
	// A data folder that is itself a link (a dataset disk) is there: used.
	spec.Mounts[0].Source = "./datasets"
	if err := PrepareBinds(repo, spec); err != nil {
		t.Errorf("a linked data folder that exists: %v", err)
	}
}
