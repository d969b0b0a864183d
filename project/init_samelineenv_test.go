package project

import (
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitSameLineKeepsItsEnvironment: the training line shown bare in one
// section and again, word for word, with ACCELERATE_LOG_LEVEL=info before
// it in another is one line with that environment (spkit.yaml's env).
// Shapes: a reasoning-recipes repository (bare under "Training models",
// with the variable under "SFT distillation") and an alignment-handbook
// style README (bare under "Getting started", with it under "Logging").
// A line with other words keeps its own environment (the last case).
func TestInitSameLineKeepsItsEnvironment(t *testing.T) {
	for _, dir := range []string{"testdata/samelineenv/r1like", "testdata/samelineenv/handbooklike"} {
		t.Run(dir, func(t *testing.T) {
			d, err := Detect(copyTree(t, dir), InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if d.Env["ACCELERATE_LOG_LEVEL"] != "info" {
				t.Errorf("env %v, want ACCELERATE_LOG_LEVEL=info (the same line shown with it); command %q", d.Env, d.Command)
			}
		})
	}
	t.Run("other words", func(t *testing.T) {
		dir := writeRepo(t, map[string]string{
			"README.md": "# T\n\n## Training\n\n```bash\npython train.py --lr 1e-4\n```\n\n## Debugging\n\n```bash\nTORCH_DISTRIBUTED_DEBUG=DETAIL python train.py --lr 1e-4 --debug\n```\n",
			"train.py":  "import argparse\np = argparse.ArgumentParser()\np.add_argument('--lr', type=float)\np.add_argument('--debug', action='store_true')\np.parse_args()\n",
		})
		d, err := Detect(dir, InitOptions{KnownProfiles: profiles.Builtin().Names()})
		if err != nil {
			t.Fatalf("refused: %v", err)
		}
		if _, ok := d.Env["TORCH_DISTRIBUTED_DEBUG"]; ok {
			t.Errorf("env %v: the debugging line has other words; command %q", d.Env, d.Command)
		}
	})
}
