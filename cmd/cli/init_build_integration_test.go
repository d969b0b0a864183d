//go:build integration

package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/container"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestInitThenBuildOnAStubIndex is issue 29's install proof: init reads a
// repository whose requirements nest another file and pin torch to a
// range, and the image it writes installs for real, offline, from a local
// pip index of stub wheels (testenv.StubIndexBase): pip's own resolver runs
// the generated steps. Pins no matrix torch meets are refused by spkit
// before BuildKit is asked for anything.
func TestInitThenBuildOnAStubIndex(t *testing.T) {
	c := testenv.Engine(t)
	bin := testenv.BuildSpkit(t)
	base := testenv.StubIndexBase(t, []testenv.Stub{
		{Name: "torch", Version: "2.14.1", Requires: []string{"numpy"}},
		{Name: "torchvision", Version: "0.29.1", Requires: []string{"torch==2.14.1"}},
		{Name: "torchaudio", Version: "2.11.0"},
		{Name: "numpy", Version: "1.26.4"},
		{Name: "tqdm", Version: "4.66.0"},
		{Name: "omegaconf", Version: "2.3.0"},
	})
	name := fmt.Sprintf("spkit-stub-%d", time.Now().UnixNano()%1_000_000)
	dir := filepath.Join(t.TempDir(), name)
	for p, body := range map[string]string{
		"README.md":             "## Training\n```bash\naccelerate launch train.py --config configs/lora.yaml\n```\n",
		"train.py":              "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config', required=True)\nif __name__ == '__main__':\n    p.parse_args()\n",
		"configs/lora.yaml":     "learning_rate: 1e-4\noutput_dir: output/lora\n",
		"requirements.txt":      "-r requirements/base.txt\ntorch>=2.12,<2.15\nnumpy==1.26.4\n",
		"requirements/base.txt": "tqdm>=4\nomegaconf==2.3.0\n",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, out := spkitCmd(t, bin, dir, "init", "--profile", "cpu")
	if code != 0 || !strings.Contains(out, "requirements.txt includes requirements/base.txt") {
		t.Fatalf("init: exit %d", code)
	}
	yml, _ := os.ReadFile(filepath.Join(dir, "spkit.yaml"))
	if !strings.Contains(string(yml), `torch: "2.14.1"`) {
		t.Fatalf("spkit.yaml:\n%s", yml)
	}
	image := name + ":cuda13.0-cpu"
	testenv.RemoveImageOnCleanup(t, c, image)
	if code, _ := spkitCmd(t, bin, dir, "build", "--profile", "cpu", "--base-image", base); code != 0 {
		t.Fatalf("build: exit %d", code)
	}
	res := testenv.Run(t, c, &container.Config{Image: image, Entrypoint: []string{"/opt/venv/bin/python", "-c",
		"import importlib.metadata as m; print(*(m.version(p) for p in ['torch', 'torchvision', 'torchaudio', 'numpy', 'tqdm', 'omegaconf']))"}}, nil)
	if got := strings.TrimSpace(res.Stdout); res.ExitCode != 0 || got != "2.14.1 0.29.1 2.11.0 1.26.4 4.66.0 2.3.0" {
		t.Fatalf("installed: %q (exit %d, %s)", got, res.ExitCode, res.Stderr)
	}

	// A pin that contradicts torch: refused in one line naming it, before
	// any build (no new image).
	if err := os.WriteFile(filepath.Join(dir, "requirements/base.txt"), []byte("tqdm>=4\ntorchvision==0.22.1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	other := name + ":refused"
	code, out = spkitCmd(t, bin, dir, "build", "--profile", "cpu", "--base-image", base, "--tag", other)
	if code != 3 || !strings.Contains(out, "the repository pins torchvision==0.22.1 (requirements/base.txt:2), which torch 2.14.1") {
		t.Fatalf("build with a contradicting pin: exit %d", code)
	}
	if _, err := c.ImageInspect(t.Context(), other); err == nil {
		testenv.RemoveImageOnCleanup(t, c, other)
		t.Errorf("an image was built despite the refusal")
	}
}
