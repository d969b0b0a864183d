package testenv

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
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

// strayRun is what a run of the example leaves in its folder: a checkpoint
// of another model size and spkit's root-owned run folder.
var strayRun = []string{"output/lora/checkpoints/step-20.pt", ".spkit/memory.jsonl", "train_configs/__pycache__/x.pyc"}

// TestCopyTrackedLeavesOutWhatRunsLeft: a test's copy of a trainer holds
// the files git tracks, never a checkpoint or .spkit/ a run left; outside a
// git checkout the run folders are left out by name.
func TestCopyTrackedLeavesOutWhatRunsLeft(t *testing.T) {
	src := t.TempDir()
	writeFiles(t, src, "train.py", "train_configs/train_lora.yaml")
	git := func(args ...string) {
		if out, err := exec.Command("git", append([]string{"-C", src}, args...)...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("init", "-q")
	git("add", "train.py", "train_configs")
	writeFiles(t, src, append(strayRun, "notes.txt")...)

	got := fileList(t, CopyTracked(t, src))
	if want := []string{"train.py", "train_configs/train_lora.yaml"}; !slices.Equal(got, want) {
		t.Errorf("copy of a git checkout holds %v, want %v", got, want)
	}
	if err := os.RemoveAll(filepath.Join(src, ".git")); err != nil {
		t.Fatal(err)
	}
	got = fileList(t, CopyTracked(t, src))
	if want := []string{"notes.txt", "train.py", "train_configs/train_lora.yaml"}; !slices.Equal(got, want) {
		t.Errorf("copy outside a git checkout holds %v, want %v", got, want)
	}
}

// TestCopyExampleLeavesOutStrayRuns plants what `spkit train cpu` leaves in
// examples/lora-trainer (issue 42: a checkpoint of the README's model size
// made the guard test's rerun refuse to resume, and a root-owned .spkit/
// stopped the ranks' memory log) and checks that neither reaches the
// copies the integration tests run.
func TestCopyExampleLeavesOutStrayRuns(t *testing.T) {
	ex := ExampleTrainer(t)
	for _, rel := range strayRun {
		plant(t, ex, rel)
	}
	for name, dir := range map[string]string{"CopyExample": CopyExample(t),
		"OfflineExample": OfflineExample(t, "stray-test", TorchRef)} {
		got := fileList(t, dir)
		if !slices.Contains(got, "spkit.yaml") || !slices.Contains(got, "train.py") {
			t.Errorf("%s: the copy lacks the example's files: %v", name, got)
		}
		for _, f := range got {
			if strings.HasPrefix(f, "output/") || strings.HasPrefix(f, ".spkit/") || strings.HasSuffix(f, ".pyc") {
				t.Errorf("%s: the copy holds %s, which a run left in the example", name, f)
			}
		}
	}
}

// plant creates rel below dir unless it is there, and on cleanup removes
// only what it created (the shallowest folder that was missing, or the file).
func plant(t *testing.T, dir, rel string) {
	t.Helper()
	if _, err := os.Stat(filepath.Join(dir, rel)); err == nil {
		return
	}
	created := dir
	for _, part := range strings.Split(rel, "/") {
		created = filepath.Join(created, part)
		if _, err := os.Stat(created); os.IsNotExist(err) {
			break
		}
	}
	t.Cleanup(func() { _ = os.RemoveAll(created) })
	writeFiles(t, dir, rel)
}

func writeFiles(t *testing.T, dir string, rels ...string) {
	t.Helper()
	for _, rel := range rels {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(rel), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// fileList lists the regular files below dir, relative, sorted.
func fileList(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(out)
	return out
}

// TestUnoptimisedKeepsTheStandardLibraryOptimised: go build applies the
// last -gcflags pattern a package matches, so std= must come after all=.
func TestUnoptimisedKeepsTheStandardLibraryOptimised(t *testing.T) {
	args := kubeTools().buildArgs("out/")
	all, std := slices.Index(args, "-gcflags=all=-N -l"), slices.Index(args, "-gcflags=std=")
	if all < 0 || std < all {
		t.Fatalf("kube build args = %q, want -gcflags=all=-N -l followed by -gcflags=std=", args)
	}
	if plain := composeTools.buildArgs("out/"); slices.ContainsFunc(plain, func(a string) bool { return strings.HasPrefix(a, "-gcflags") }) {
		t.Errorf("compose build args = %q, want no -gcflags", plain)
	}
}
