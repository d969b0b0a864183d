package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitFlagsAScriptsOwnProcessCount: a script that starts its workers
// itself takes the count as its own option (a Detectron2-style
// train_net.py --num-gpus 8, detr's d2 wrapper; a StyleGAN-style
// train.py --gpus=8): over the profiles' GPUs it is flagged in init's
// output and spkit.yaml, naming the option, and the line is kept (the
// script, not a launcher, reads it). A device list (--gpus 0,) is no count.
func TestInitFlagsAScriptsOwnProcessCount(t *testing.T) {
	trainer := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config-file', default='')\np.add_argument('--num-gpus', type=int, default=1)\np.add_argument('--gpus', default=None)\np.add_argument('--outdir')\nif __name__ == '__main__':\n    p.parse_args()\n"
	cases := []struct {
		name, line, flag string
	}{
		{"--num-gpus apart", "python train_net.py --config-file configs/detr_256.yaml --num-gpus 8", "--num-gpus is 8"},
		{"--gpus joined", "python train_net.py --outdir=training-runs --gpus=8", "--gpus is 8"},
		{"a device list", "python train_net.py --outdir=training-runs --gpus 0,", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := writeRepo(t, map[string]string{
				"train_net.py":          trainer,
				"configs/detr_256.yaml": "SOLVER:\n  BASE_LR: 0.0001\n  MAX_ITER: 554400\nOUTPUT_DIR: output\n",
				"requirements.txt":      "torch\n",
				"README.md":             "## Training\n```\n" + c.line + "\n```\n",
			})
			d, out := detectAndRender(t, dir, InitOptions{})
			if strings.Contains(strings.Join(d.Command, " "), "--num-gpus 1") || strings.Contains(strings.Join(d.Command, " "), "--gpus=1") {
				t.Errorf("command %q: the script's own option is said, not changed", d.Command)
			}
			flagged := slices.ContainsFunc(d.Checks, func(s string) bool { return strings.Contains(s, "train.command: "+c.flag) })
			if c.flag == "" {
				if slices.ContainsFunc(d.Checks, func(s string) bool { return strings.HasPrefix(s, "train.command: --gpus") }) {
					t.Errorf("a device list flagged as a count: %q", d.Checks)
				}
				return
			}
			if !flagged || !strings.Contains(string(out), c.flag) {
				t.Errorf("checks %q, want %q flagged in them and in spkit.yaml:\n%s", d.Checks, c.flag, out)
			}
		})
	}
}
