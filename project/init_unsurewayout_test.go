package project

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"mvdan.cc/sh/v3/shell"
)

// TestInitUnsureOffersTheFirstBack: a refusal between close candidates
// gives the first one as a flag ready to pass back, beside the list,
// where it said `--command ...` before. Shapes: a point-cloud README with
// a training section per task (main_cls.py and main_partseg.py under the
// same heading, dgcnn-like), and a trainer whose README names a config
// the repository lacks beside several it ships (diffusion-pipe-like).
// Passed back, each is taken as the command or config.
func TestInitUnsureOffersTheFirstBack(t *testing.T) {
	withEvidenceBars(t)
	script := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--exp_name')\np.add_argument('--config')\nargs = p.parse_args()\nimport torch\ntorch.save({}, 'outputs/' + args.exp_name + '/model.t7')\n"
	for _, c := range []struct {
		name  string
		files map[string]string
		flag  string
		want  string
	}{
		{"a section per task", map[string]string{
			"README.md":        "# DGCNN\n\n## Point Cloud Classification\n\n### Run the training script:\n\n```\npython main_cls.py --exp_name=cls_1024\n```\n\n## Point Cloud Part Segmentation\n\n### Run the training script:\n\n```\npython main_partseg.py --exp_name=partseg\n```\n",
			"main_cls.py":      script,
			"main_partseg.py":  script,
			"requirements.txt": "torch\n",
		}, "command", "python main_cls.py --exp_name=cls_1024"},
		{"a documented config missing", map[string]string{
			"README.md":                  "# Pipe\n\n## Training\n\n```\npython train.py --exp_name run --config examples/hunyuan_video.yaml\n```\n",
			"train.py":                   script,
			"examples/main_example.yaml": "model: flux\nlearning_rate: 1.0e-4\nepochs: 10\nbatch_size: 1\noutput_dir: outputs\n",
			"examples/wan_min_vram.yaml": "model: wan\nlearning_rate: 2.0e-5\nepochs: 10\nbatch_size: 1\noutput_dir: outputs\n",
			"examples/ltx_video.yaml":    "model: ltx\nlearning_rate: 2.0e-5\nepochs: 10\nbatch_size: 1\noutput_dir: outputs\n",
			"requirements.txt":           "torch\n",
		}, "config", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := writeRepo(t, c.files)
			_, err := Detect(dir, InitOptions{Profiles: []string{"cpu"}})
			var e *errdefs.Error
			if !errors.As(err, &e) || !strings.Contains(e.Msg, "not sure of the") {
				t.Fatalf("want a refusal between candidates, got %v", err)
			}
			_, rest, ok := strings.Cut(e.Hint, "spkit init --"+c.flag+" ")
			if !ok {
				t.Fatalf("no --%s for the first candidate: %s", c.flag, e.Hint)
			}
			val, _, _ := strings.Cut(rest, " for the first")
			words, perr := shell.Fields(val, nil)
			if perr != nil || len(words) != 1 || c.want != "" && words[0] != c.want || !strings.Contains(e.Msg, "\""+words[0]) {
				t.Fatalf("--%s %s: want one word, the first of the candidates listed (%q): %s", c.flag, val, c.want, e.Msg)
			}
			opts := InitOptions{Profiles: []string{"cpu"}}
			if c.flag == "config" {
				opts.Config = words[0]
			} else {
				opts.Command = words[0]
			}
			if _, err := Detect(dir, opts); err != nil && strings.Contains(err.Error(), "not sure of the "+map[string]string{"command": "training command", "config": "config"}[c.flag]) {
				t.Errorf("passed back, still unsure: %v", err)
			}
		})
	}
}
