package project

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// wantConfigRefusal fails unless err is a one-line errdefs.Config naming
// every part.
func wantConfigRefusal(t *testing.T, err error, parts ...string) {
	t.Helper()
	var e *errdefs.Error
	if !errors.As(err, &e) || e.Code != errdefs.Config {
		t.Fatalf("want a refusal naming %q, got %v", parts, err)
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Fatalf("want a refusal naming %q, got %v", p, err)
		}
	}
}

// TestInitMandatoryConfigValueRefused: OmegaConf's mandatory value "???"
// in the trainer's config is a value left to the user, unless the command
// line sets it.
func TestInitMandatoryConfigValueRefused(t *testing.T) {
	withEvidenceBars(t)
	shapes := map[string]map[string]string{
		"Lightning CLI config": {
			"README.md": "# vocoder\n\n## Training\n\nFill a config file with your filelist paths and start training with:\n\n```bash\npython train.py -c configs/vocoder.yaml\n```\n",
			"train.py":  "from pytorch_lightning.cli import LightningCLI\nimport torch\ncli = LightningCLI(run=False)\ncli.trainer.fit(model=cli.model, datamodule=cli.datamodule)\n",
			"configs/vocoder.yaml": "seed_everything: 4444\ndata:\n  class_path: vocoder.dataset.DataModule\n  init_args:\n    train_params:\n      filelist_path: ???\n      sampling_rate: 24000\n" +
				"trainer:\n  default_root_dir: logs\n",
			"requirements.txt": "pytorch-lightning\n",
		},
		"Hydra config": {
			"README.md":         "# diffusion\n\n## Train\n\n```bash\npython train.py --config-name base\n```\n",
			"train.py":          "import hydra, torch\n@hydra.main(config_path='configs', config_name='base')\ndef main(cfg):\n    torch.save({}, cfg.output_dir + '/model.pt')\nmain()\n",
			"configs/base.yaml": "output_dir: outputs\ndataset:\n  data_dir: ???\n",
			"requirements.txt":  "hydra-core\n",
		},
	}
	for name, files := range shapes {
		t.Run(name, func(t *testing.T) {
			_, err := detectShape(t, files)
			wantConfigRefusal(t, err, "leaves values to you", "???")
		})
	}
	t.Run("set on the line", func(t *testing.T) {
		files := shapes["Hydra config"]
		files["README.md"] = "# diffusion\n\n## Train\n\n```bash\npython train.py --config-name base dataset.data_dir=data/cifar\n```\n"
		files["data/cifar/x.png"] = "x"
		if _, err := detectShape(t, files); err != nil && strings.Contains(err.Error(), "???") {
			t.Fatalf("the line sets the mandatory value: %v", err)
		}
	})
}

// TestInitLinkedUserDataRefused: a line that reads a folder a document has
// the user link their own data into (`ln -s /path/to/your/... ...`) is
// refused, naming the step: the folder is in the checkout, the data is not.
func TestInitLinkedUserDataRefused(t *testing.T) {
	withEvidenceBars(t)
	trainer := "import argparse, os, torch\np = argparse.ArgumentParser()\nfor o in ('--config', '--input_wavs_dir', '--input_training_file', '--checkpoint_path', '--data-dir', '--output-dir'):\n    p.add_argument(o)\na = p.parse_args()\ntorch.save({}, os.path.join(a.checkpoint_path or a.output_dir, 'g.pt'))\n"
	shapes := map[string]map[string]string{
		"vocoder file lists": {
			"README.md": "# vocoder\n\n## Training\n\nCreate symbolic links to the root of the dataset:\n\n```shell\ncd filelists/LibriTTS && \\\nln -s /path/to/your/LibriTTS/train-clean-100 train-clean-100 && \\\ncd ../..\n```\n\n" +
				"Train the model:\n\n```shell\npython train.py \\\n--config configs/v2.json \\\n--input_wavs_dir filelists/LibriTTS \\\n--input_training_file filelists/LibriTTS/train-full.txt \\\n--checkpoint_path exp/v2\n```\n",
			"train.py":                          trainer,
			"configs/v2.json":                   "{\"batch_size\": 16}\n",
			"filelists/LibriTTS/train-full.txt": "train-clean-100/19/198/19_198_000000_000000|text\n",
			"requirements.txt":                  "numpy\n",
		},
		"detector data root": {
			"README.md":               "# detector\n\n## Train\n\nStep 1: prepare COCO.\n\n```shell\nln -s /path/to/your/COCO ./datasets/COCO\n```\n\nStep 2: train.\n\n```shell\npython tools/train.py --data-dir datasets/COCO --output-dir runs\n```\n",
			"tools/train.py":          trainer,
			"datasets/COCO/README.md": "Link COCO 2017 here (see the main README).\n",
			"requirements.txt":        "numpy\n",
		},
	}
	for name, files := range shapes {
		t.Run(name, func(t *testing.T) {
			_, err := detectShape(t, files)
			wantConfigRefusal(t, err, "has you put your own data", "ln -s /path/to/your/")
		})
	}
	t.Run("a link of the repository's own", func(t *testing.T) {
		files := shapes["detector data root"]
		files["README.md"] = "# detector\n\n## Train\n\n```shell\nln -s ../configs configs\nln -s /path/to/your/weights ./weights\npython tools/train.py --data-dir datasets/COCO --output-dir runs\n```\n"
		files["datasets/COCO/annotations/train.json"] = "{}\n"
		if _, err := detectShape(t, files); err != nil && strings.Contains(err.Error(), "has you put your own data") {
			t.Fatalf("the line reads no linked folder: %v", err)
		}
	})
}

// TestInitLabelSaysOneGPU: of two documented runs whose process counts
// live in the code they run, the one its lead-in says takes one GPU ranks
// over the one said to take a node or several GPUs.
func TestInitLabelSaysOneGPU(t *testing.T) {
	withEvidenceBars(t)
	exp := "import os, torch\nfrom dataclasses import dataclass\n\n@dataclass\nclass Cfg:\n    ckpt_path: str = 'ckpt'\n\ntorch.save({}, os.path.join(Cfg().ckpt_path, 'm.pt'))\n"
	shapes := map[string]struct {
		files map[string]string
		want  string
	}{
		"RL modules": {map[string]string{
			"README.md": "# reasoner\n\n## Getting Started\n\n#### Start 32B PPO Training\nMulti-node training on 16 nodes:\n```bash\npython -m playground.ppo_big\n```\n\n#### Start 0.5B PPO Training\nYou can start the 0.5B PPO training in single A800/H800 node:\n```bash\npython -m playground.ppo_small\n```\n\n" +
				"You can even run in **a single A800/H800 gpu**:\n```bash\npython -m playground.ppo_small_1gpu\n```\n\nFor debugging we recommend `python -m playground.ppo_small_1gpu`.\n",
			"playground/__init__.py":       "",
			"playground/ppo_small.py":      exp,
			"playground/ppo_big.py":        exp,
			"playground/ppo_small_1gpu.py": exp,
			"requirements.txt":             "numpy\n",
		}, "playground.ppo_small_1gpu"},
		"config per GPU count": {map[string]string{
			"README.md":          "# lm\n\n## Training\n\nTrain on 8 GPUs:\n\n```bash\npython train.py --config configs/full.yaml\n```\n\nOr train on one GPU:\n\n```bash\npython train.py --config configs/small.yaml\n```\n",
			"train.py":           "import argparse, yaml, torch\np = argparse.ArgumentParser()\np.add_argument('--config')\nc = yaml.safe_load(open(p.parse_args().config))\ntorch.save({}, c['out_dir'] + '/m.pt')\n",
			"configs/full.yaml":  "out_dir: out\nbatch_size: 64\n",
			"configs/small.yaml": "out_dir: out\nbatch_size: 8\n",
			"requirements.txt":   "pyyaml\n",
		}, "configs/small.yaml"},
	}
	for name, s := range shapes {
		t.Run(name, func(t *testing.T) {
			d, err := detectShape(t, s.files)
			if d == nil || d.launch == nil {
				t.Fatalf("no launch: %v", err)
			}
			if got := strings.Join(d.launch.Words, " "); !strings.Contains(got, s.want) {
				for _, c := range d.findings.Launches {
					t.Log(c.Score, c.Words, c.Evidence)
				}
				t.Fatalf("launch %q (%v): want the one-GPU run (%s)", got, err, s.want)
			}
		})
	}
}

// TestInitEntryPointsOwnOutputDefault: a trainer whose entry point
// subclasses its config class and sets its own checkpoint folder (an
// f-string under a folder) writes there, not to the base class's default.
func TestInitEntryPointsOwnOutputDefault(t *testing.T) {
	withEvidenceBars(t)
	base := "from dataclasses import dataclass\n\n@dataclass\nclass BaseExpConfig:\n    ckpt_path: str = \"example_path\"\n    save_path: str = \"example_path\"\n"
	entry := "import os\nfrom dataclasses import dataclass\nimport torch\nfrom exps.base_exp import BaseExpConfig\n\nfile_name = os.path.basename(__file__)\n\n@dataclass\nclass ExpConfig(BaseExpConfig):\n    ckpt_path: str = f\"run_ckpt/{file_name}\"\n    save_path: str = f\"run_ckpt/{file_name}\"\n\n" +
		"cfg = ExpConfig()\nos.makedirs(cfg.ckpt_path, exist_ok=True)\ntorch.save({}, os.path.join(cfg.ckpt_path, 'm.pt'))\n"
	files := map[string]string{
		"README.md":              "# rl\n\n## Training\n\n```bash\npython -m playground.ppo_run\n```\n",
		"playground/__init__.py": "",
		"playground/ppo_run.py":  entry,
		"exps/__init__.py":       "",
		"exps/base_exp.py":       base,
		"requirements.txt":       "numpy\n",
	}
	d, err := detectShape(t, files)
	if err != nil {
		t.Fatal(err)
	}
	if d.Volumes.Output != "run_ckpt" && d.Volumes.Output != "./run_ckpt" {
		t.Fatalf("volumes.output %q: want run_ckpt, the entry point's own default", d.Volumes.Output)
	}
}

// TestInitTrainerClassKeywordOutput: a script that builds a library's
// trainer class without passing its checkpoint-folder keyword writes to
// the keyword's default; one that passes it writes where it says, and one
// that passes an expression leaves init nothing to read from the class.
func TestInitTrainerClassKeywordOutput(t *testing.T) {
	withEvidenceBars(t)
	lib := "import torch\nfrom torch.nn import Module\n\nclass Trainer(Module):\n    def __init__(\n        self,\n        model,\n        *,\n        num_train_steps = 70_000,\n        checkpoints_folder: str = './checkpoints',\n        results_folder: str = './results',\n    ):\n        super().__init__()\n        self.folder = checkpoints_folder\n\n    def save(self, step):\n        torch.save({}, f'{self.folder}/checkpoint.{step}.pt')\n"
	shapes := map[string]struct {
		script, want string
	}{
		"keyword left to its default": {"from flowlib import Trainer\n\ntrainer = Trainer(model, num_train_steps = 1000, results_folder = './results')\ntrainer()\n", "checkpoints"},
		"keyword passed":              {"from flowlib import Trainer\n\ntrainer = Trainer(model, checkpoints_folder = './ckpts/oxford')\ntrainer()\n", "ckpts"},
	}
	for name, s := range shapes {
		t.Run(name, func(t *testing.T) {
			d, err := detectShape(t, map[string]string{
				"README.md":           "# flow\n\n## Training\n\n```bash\npython train_oxford.py\n```\n",
				"train_oxford.py":     s.script,
				"flowlib/__init__.py": "from flowlib.trainer import Trainer\n",
				"flowlib/trainer.py":  lib,
				"requirements.txt":    "numpy\n",
			})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimPrefix(d.Volumes.Output, "./"); got != s.want {
				t.Fatalf("volumes.output %q: want %s", d.Volumes.Output, s.want)
			}
		})
	}
	t.Run("keyword passed as an expression", func(t *testing.T) {
		d, _ := detectShape(t, map[string]string{
			"README.md":           "# flow\n\n## Training\n\n```bash\npython train_oxford.py\n```\n",
			"train_oxford.py":     "import sys\nfrom flowlib import Trainer\n\ntrainer = Trainer(model, checkpoints_folder = sys.argv[1])\ntrainer()\n",
			"flowlib/__init__.py": "from flowlib.trainer import Trainer\n",
			"flowlib/trainer.py":  lib,
			"requirements.txt":    "numpy\n",
		})
		if d != nil && strings.TrimPrefix(d.Volumes.Output, "./") == "checkpoints" {
			t.Fatal("the script passes its own folder: the class default is not where it writes")
		}
	})
}

// TestInitWeightDownloadIsNoData: a download script that fetches model
// weights named after the data they learned (rtmdet_coco-person.pth) does
// not make the data folder a config reads (data/coco); one that fetches
// the data does.
func TestInitWeightDownloadIsNoData(t *testing.T) {
	withEvidenceBars(t)
	trainer := "import argparse\nfrom mmengine.config import Config\nfrom mmengine.runner import Runner\np = argparse.ArgumentParser()\np.add_argument('config')\ncfg = Config.fromfile(p.parse_args().config)\ncfg.work_dir = 'work_dirs'\nRunner.from_cfg(cfg).train()\n"
	shapes := map[string]map[string]string{
		"pose toolbox": {
			"README.md":                          "# pose\n\n## Training\n\n```shell\npython tools/train.py configs/coco/res50_coco-256x192.py\n```\n",
			"tools/train.py":                     trainer,
			"configs/coco/res50_coco-256x192.py": "data_root = 'data/coco/'\ntrain_dataloader = dict(dataset=dict(data_root=data_root, ann_file='annotations/person_keypoints_train2017.json'))\n",
			"projects/demo/download_models.sh":   "#!/bin/bash\nmkdir models\ncd models\nwget https://download.example.org/v1/rtmdet_nano_8xb32-100e_coco-obj365-person-05d8511e.pth\ncd ..\n",
			"requirements.txt":                   "mmengine\n",
		},
		"detector": {
			"README.md":                   "# det\n\n## Train\n\n```shell\npython tools/train.py configs/yolo_s.py\n```\n",
			"tools/train.py":              trainer,
			"configs/yolo_s.py":           "data_root = 'datasets/coco'\ntrain_ann = 'instances_train2017.json'\n",
			"scripts/download_weights.sh": "wget -P weights https://example.org/releases/yolo_s_coco.pth\nwget -P weights https://example.org/releases/yolo_m_coco.safetensors\n",
			"requirements.txt":            "mmengine\n",
		},
	}
	for name, files := range shapes {
		t.Run(name, func(t *testing.T) {
			_, err := detectShape(t, files)
			wantConfigRefusal(t, err, "data_root")
		})
	}
	t.Run("the data downloaded", func(t *testing.T) {
		files := shapes["detector"]
		files["scripts/download_coco.sh"] = "mkdir -p datasets/coco && cd datasets/coco\nwget http://images.example.org/zips/train2017.zip\nunzip train2017.zip\n"
		if _, err := detectShape(t, files); err != nil && strings.Contains(err.Error(), "data_root") {
			t.Fatalf("a script fetches the data: %v", err)
		}
	})
}
