package app

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

func TestCheckTrainer(t *testing.T) {
	cases := []struct {
		name      string
		copy      []string
		cmd       []string
		config    string
		want      []string // substrings of the findings, in order
		chmodTo   os.FileMode
		noData    bool
		pip       []string
		pyproject bool
	}{
		{name: "all there", copy: []string{"*.py", "configs/"}, cmd: []string{"python", "train.py", "--config", "{config}"}, config: "configs/a.yaml"},
		{name: "module in src", copy: []string{"src/"}, cmd: []string{"accelerate", "launch", "-m", "pkg.train", "{config}"}},
		{name: "console script is not checked", copy: []string{"*.py"}, cmd: []string{"llamafactory-cli", "train", "{config}"}},
		{name: "script not copied", copy: []string{"configs/"}, cmd: []string{"python", "train.py"},
			want: []string{`the entry point train.py is not copied into the image: add "train.py" to copy`}},
		{name: "script missing", copy: []string{"*.py"}, cmd: []string{"python", "run.py"},
			want: []string{"the entry point run.py does not exist: fix train.command"}},
		{name: "copy and config missing", copy: []string{"*.py", "utils/"}, cmd: []string{"python", "train.py"}, config: "configs/b.yaml",
			want: []string{`copy entry "utils/" matches no file`, "the trainer config configs/b.yaml does not exist"}},
		{name: "output not writable", copy: []string{"*.py"}, cmd: []string{"python", "train.py"}, chmodTo: 0o755,
			want: []string{"the output folder ./output is not writable by the container's user (uid 1000): run sudo chown -R 1000:1000 ./output"}},
		{name: "pip_packages . without pyproject.toml", copy: []string{"*.py"}, cmd: []string{"python", "train.py"}, pip: []string{"."},
			want: []string{"pip_packages installs the project itself (.) but no pyproject.toml or setup.py is copied"}},
		{name: "pip_packages . with pyproject.toml", copy: []string{"*.py", "pyproject.toml"}, cmd: []string{"python", "train.py"}, pip: []string{".[torch]"}, pyproject: true},
		{name: "no data folder", copy: []string{"*.py"}, cmd: []string{"python", "train.py"}, noData: true,
			want: []string{"the data folder ./data (volumes.data) does not exist: set volumes.data"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			write(t, filepath.Join(dir, "train.py"), "")
			write(t, filepath.Join(dir, "configs", "a.yaml"), "a: 1\n")
			write(t, filepath.Join(dir, "src", "pkg", "train.py"), "")
			if c.pyproject {
				write(t, filepath.Join(dir, "pyproject.toml"), "[project]\n")
			}
			if !c.noData {
				write(t, filepath.Join(dir, "data", "x.jpg"), "")
			}
			if c.chmodTo != 0 {
				notWritable(t, filepath.Join(dir, "output"), c.chmodTo)
			}
			cfg := &project.Config{Copy: c.copy, PipPackages: c.pip, Volumes: project.Volumes{Output: "./output", Data: "./data"}}
			got := CheckTrainer(dir, &project.Target{Project: cfg, TrainCommand: c.cmd, TrainConfig: c.config})
			var lines []string
			for _, f := range got {
				lines = append(lines, f.String())
			}
			if len(lines) != len(c.want) {
				t.Fatalf("findings %q, want %q", lines, c.want)
			}
			for i, w := range c.want {
				if !strings.Contains(lines[i], w) {
					t.Errorf("finding %q, want %q", lines[i], w)
				}
			}
		})
	}
}

// TestUpChecksTheTrainerFirst: a missing entry point is exit 3 before any
// container starts.
func TestUpChecksTheTrainerFirst(t *testing.T) {
	d, eng, _, errOut := fixture(t, 100)
	eng.images["lora:cuda13.0-cpu"] = true
	if err := os.Remove(filepath.Join(d.Dir, "train.py")); err != nil {
		t.Fatal(err)
	}
	_, err := Up(context.Background(), d, UpRequest{Profile: "cpu"})
	if errdefs.CodeOf(err) != errdefs.Config {
		t.Fatalf("err = %v (code %d), want exit 3", err, errdefs.CodeOf(err))
	}
	for _, w := range []string{`spkit: copy entry "train.py" matches no file`, "spkit: the entry point train.py does not exist"} {
		if !strings.Contains(errOut.String(), w) {
			t.Errorf("stderr lacks %q:\n%s", w, errOut)
		}
	}
	if slices.Contains(eng.calls, "up cpu") {
		t.Errorf("a container started: %q", eng.calls)
	}
}

// notWritable makes an output folder uid 1000 cannot write: mode perm and,
// when the test runs as root or as uid 1000, another owner.
func notWritable(t *testing.T, p string, perm os.FileMode) {
	t.Helper()
	if err := os.Mkdir(p, perm); err != nil {
		t.Fatal(err)
	}
	switch os.Geteuid() {
	case 0:
		if err := os.Chown(p, 2000, 2000); err != nil {
			t.Fatal(err)
		}
	case 1000:
		t.Skip("the test runs as the container's user")
	}
}

// TestCheckTrainerChownsAsRoot: as root, spkit gives the output folder to
// the container's user instead of refusing.
func TestCheckTrainerChownsAsRoot(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root")
	}
	dir := t.TempDir()
	write(t, filepath.Join(dir, "train.py"), "")
	write(t, filepath.Join(dir, "data", "x.jpg"), "")
	notWritable(t, filepath.Join(dir, "output"), 0o755)
	write(t, filepath.Join(dir, "output", "old.ckpt"), "")
	cfg := &project.Config{Copy: []string{"train.py"}}
	var out strings.Builder
	tg := &project.Target{Project: cfg, TrainCommand: []string{"python", "train.py"}, Profile: &profiles.Profile{Name: "cpu"}}
	if err := checkTrainer(&out, dir, tg); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "gave") {
		t.Errorf("no word of the chown: %q", out.String())
	}
}

// TestCheckTrainerChownsTheSpkitFolderAsRoot: as root, spkit also gives
// the output folder to the container's user when the folder is writable
// but something in it is not: the .spkit/ of the memory log, a checkpoint
// folder (root's after a root run or a cp; issue 42).
func TestCheckTrainerChownsTheSpkitFolderAsRoot(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root")
	}
	dir := t.TempDir()
	write(t, filepath.Join(dir, "train.py"), "")
	if err := os.Mkdir(filepath.Join(dir, "output"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(filepath.Join(dir, "output"), runspec.UID, runspec.GID); err != nil {
		t.Fatal(err)
	}
	notWritable(t, filepath.Join(dir, "output", ".spkit"), 0o755)
	write(t, filepath.Join(dir, "output", ".spkit", "memory.jsonl"), "")
	write(t, filepath.Join(dir, "output", "lora", "checkpoints", "step-20.pt"), "") // root's
	tg := &project.Target{Project: &project.Config{Copy: []string{"train.py"}}, TrainCommand: []string{"python", "train.py"},
		Profile: &profiles.Profile{Name: "cpu"}}
	var out strings.Builder
	if err := checkTrainer(&out, dir, tg); err != nil {
		t.Fatal(err)
	}
	for _, rel := range []string{"output/.spkit", "output/.spkit/memory.jsonl", "output/lora/checkpoints/step-20.pt"} {
		st, err := os.Stat(filepath.Join(dir, rel))
		if err != nil {
			t.Fatal(err)
		}
		if uid := st.Sys().(*syscall.Stat_t).Uid; int(uid) != runspec.UID {
			t.Errorf("%s belongs to uid %d, want %d (the container's user); spkit said %q", rel, uid, runspec.UID, out.String())
		}
	}
}
