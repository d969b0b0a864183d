package project

import (
	"strings"
	"testing"
)

// TestInitStartsInTheDocumentedFolder: a documented `cd DIR` before the
// training line becomes train.cwd, with the command as written there, so
// a trainer that opens ./configs/... on its own finds it; the output
// folder is where the trainer writes from DIR. Shapes: a `cd scripts &&
// python train.py --config ../configs/x.yaml --output_dir ../outputs`
// fine-tuning block, and llm-foundry's `cd scripts` then `composer
// train/train.py train/yamls/...`.
func TestInitStartsInTheDocumentedFolder(t *testing.T) {
	trainer := "import argparse, yaml\np=argparse.ArgumentParser()\np.add_argument('--config')\np.add_argument('--output_dir', default='out')\nargs = p.parse_args()\nbase = yaml.safe_load(open('./defaults.yaml'))\n"
	cases := []struct {
		name    string
		files   map[string]string
		command string
		config  string
		output  string
	}{
		{"cd && python, relative arguments", map[string]string{
			"scripts/train.py":      trainer,
			"scripts/defaults.yaml": "lr: 1\n",
			"configs/train.yaml":    "learning_rate: 1e-4\nbatch_size: 2\n",
			"README.md":             "# T\n\n## Fine-tuning\n\n```bash\ncd scripts && python train.py --config ../configs/train.yaml --output_dir ../outputs\n```\n",
		}, "python train.py --config {config} --output_dir ../outputs", "configs/train.yaml", "./outputs"},
		{"cd on its own line, a launcher", map[string]string{
			"scripts/train/train.py":                  "import sys\nfrom omegaconf import OmegaConf\ncfg = OmegaConf.load(sys.argv[1])\nsave_folder = cfg.get('save_folder', 'ckpt')\n",
			"scripts/train/yamls/pretrain/small.yaml": "max_seq_len: 128\nglobal_train_batch_size: 8\nsave_folder: runs/small\n",
			"README.md": "# T\n\n## Training\n\n```bash\ncd scripts\ncomposer train/train.py train/yamls/pretrain/small.yaml\n```\n",
		}, "composer train/train.py {config}", "scripts/train/yamls/pretrain/small.yaml", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, out := detectAndRender(t, writeRepo(t, c.files), InitOptions{})
			if got := strings.Join(d.Command, " "); got != c.command || d.MainConfig != c.config {
				t.Errorf("command %q config %q, want %q %q\nnotes %q", got, d.MainConfig, c.command, c.config, d.Notes)
			}
			cfg, err := Parse(out, FileName)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if cfg.Train.Cwd != "scripts" {
				t.Errorf("train.cwd %q, want scripts\n%s", cfg.Train.Cwd, out)
			}
			if c.output != "" && cfg.Volumes.Output != c.output {
				t.Errorf("volumes.output %q, want %s (where ../outputs lands from scripts/)", cfg.Volumes.Output, c.output)
			}
		})
	}
}
