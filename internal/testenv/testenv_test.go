package testenv

import (
	"os"
	"path/filepath"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/moby/moby/api/types/container"
)

func TestLockFileSerializes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lock")
	unlock := lockFile(t, path)
	var got atomic.Bool
	done := make(chan struct{})
	go func() {
		defer close(done)
		release := lockFile(t, path) // a second open file: blocks like another process
		got.Store(true)
		release()
	}()
	time.Sleep(200 * time.Millisecond)
	if got.Load() {
		t.Fatal("second lockFile returned while the first lock was held")
	}
	unlock()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("second lockFile still blocked after unlock")
	}
}

func TestMountsUnder(t *testing.T) {
	if m := mountsUnder("/proc"); !slices.Contains(m, "/proc") {
		t.Errorf("mountsUnder(/proc) = %v, want it to include /proc", m)
	}
	if m := mountsUnder(t.TempDir()); len(m) != 0 {
		t.Errorf("mountsUnder(fresh temp dir) = %v, want none", m)
	}
}

func TestLabelledCopiesAndMerges(t *testing.T) {
	cfg := labelledInput()
	out := labelled(cfg, map[string]string{TestLabel: "1"})
	if out.Labels["a"] != "b" || out.Labels[TestLabel] != "1" {
		t.Errorf("labelled labels = %v", out.Labels)
	}
	if _, ok := cfg.Labels[TestLabel]; ok {
		t.Error("labelled modified its input")
	}
}

func labelledInput() *container.Config {
	return &container.Config{Image: "x", Labels: map[string]string{"a": "b"}}
}

func TestImagePython(t *testing.T) {
	root := t.TempDir()
	bin := filepath.Join(root, "usr", "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := imagePython(root); err == nil {
		t.Error("imagePython without /usr/bin/python3: no error")
	}
	if err := os.Symlink("python3.11", filepath.Join(bin, "python3")); err != nil {
		t.Fatal(err)
	}
	if v, err := imagePython(root); v != "3.11" || err != nil {
		t.Errorf("imagePython = %q, %v; want 3.11", v, err)
	}
	if err := os.Remove(filepath.Join(bin, "python3")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("python-wrapper", filepath.Join(bin, "python3")); err != nil {
		t.Fatal(err)
	}
	if v, err := imagePython(root); err == nil {
		t.Errorf("imagePython of python3 -> python-wrapper = %q, want an error", v)
	}
}
