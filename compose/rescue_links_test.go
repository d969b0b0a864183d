package compose

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/moby/moby/api/types/container"
)

// linkedRescue is a rescue whose trainer wrote /app/ckpt/model.pt outside
// its mounts, with a host folder and file outside the output folder that
// must never change.
func linkedRescue(t *testing.T) (run func() error, host, outside, victim string) {
	t.Helper()
	r, eng, _, _, _, _ := fakeRunner(t)
	p, host := rescueProject(t)
	eng.Containers = []container.Summary{ctr("cpu", "exited")}
	eng.Changes = []container.FilesystemChange{{Path: "/app/ckpt"}, {Path: "/app/ckpt/model.pt"}}
	eng.Files = map[string][]byte{"/app/ckpt/model.pt": []byte("weights")}
	outside = t.TempDir()
	victim = filepath.Join(outside, "model.pt")
	if err := os.WriteFile(victim, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	run = func() error {
		_, err := r.Rescue(context.Background(), p, "cpu")
		return err
	}
	return run, host, outside, victim
}

func outsideUnchanged(t *testing.T, outside, victim string) {
	t.Helper()
	if got, _ := os.ReadFile(victim); string(got) != "keep" {
		t.Errorf("the host file outside the output folder was overwritten: %q", got)
	}
	if entries, _ := os.ReadDir(outside); len(entries) != 1 {
		t.Errorf("files appeared outside the output folder: %v", entries)
	}
}

// Issue 41 item 2: the trainer made rescued-from-container/CONTAINER a link
// to a host folder; the rescue must not write through it.
func TestRescueFollowsNoFolderLinkTheContainerMade(t *testing.T) {
	run, host, outside, victim := linkedRescue(t)
	if err := os.MkdirAll(filepath.Join(host, RescuedDir), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(host, RescuedDir, "lora-cpu-1")); err != nil {
		t.Fatal(err)
	}
	if err := run(); err == nil {
		t.Error("no error for a linked rescue folder")
	}
	outsideUnchanged(t, outside, victim)
}

// The trainer linked the very file the rescue writes to an existing host
// file: the link is replaced, the host file keeps its contents.
func TestRescueOverwritesNoHostFileThroughALink(t *testing.T) {
	run, host, outside, victim := linkedRescue(t)
	dir := filepath.Join(host, RescuedDir, "lora-cpu-1", "ckpt")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(victim, filepath.Join(dir, "model.pt")); err != nil {
		t.Fatal(err)
	}
	if err := run(); err != nil {
		t.Fatal(err)
	}
	outsideUnchanged(t, outside, victim)
	if got, err := os.ReadFile(filepath.Join(dir, "model.pt")); err != nil || string(got) != "weights" {
		t.Errorf("rescued file: %q, %v", got, err)
	}
}
