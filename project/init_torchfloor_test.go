package project

import (
	"strings"
	"testing"
)

// TestInitTorchFloorWithWheelLine: `torch>=2.0.1+cu118` (SRGAN-PyTorch's
// requirements) is a floor the authors wrote on their cu118 wheels; any
// newer torch meets it, so init picks one instead of refusing the pin as
// older than every CUDA image. An exact `torch==2.0.1+cu118` (trlx's) is
// still refused as too old.
func TestInitTorchFloorWithWheelLine(t *testing.T) {
	train := "import argparse, torch\np = argparse.ArgumentParser()\np.add_argument('--output_dir', default='results')\nargs = p.parse_args()\ntorch.save({}, args.output_dir + '/m.pth')\n"
	readme := "## Train\n```\npython train.py --output_dir results\n```\n"
	for _, c := range []struct {
		pin    string
		refuse bool
	}{{"torch>=2.0.1+cu118\n", false}, {"torch==2.0.1+cu118\n", true}} {
		dir := writeRepo(t, map[string]string{"train.py": train, "README.md": readme, "requirements.txt": c.pin + "numpy\n"})
		d, err := Detect(dir, InitOptions{Profiles: []string{"h100"}})
		if c.refuse {
			if err == nil || !strings.Contains(err.Error(), "that old") {
				t.Errorf("%q: want the old-torch refusal, got %v", c.pin, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%q: %v", c.pin, err)
		}
		if d.Torch.Torch == "" || strings.HasPrefix(d.Torch.Torch, "2.0") {
			t.Errorf("%q: torch %q, want a matrix torch newer than the floor", c.pin, d.Torch.Torch)
		}
	}
}
