package project

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// saverPy is a trainer that parses its options and saves under its
// output folder.
const saverPy = `import argparse, os
import torch
import numpy as np

p = argparse.ArgumentParser()
p.add_argument("--mode", default="train")
p.add_argument("--dataset", default="A")
p.add_argument("--dataroot", default="./datasets/a")
p.add_argument("--name", default="run")
p.add_argument("--model", default="cycle_gan")
p.add_argument("--direction", default="AtoB")
p.add_argument("--netG", default="resnet_9blocks")
p.add_argument("--image_size", type=int, default=128)
p.add_argument("--c_dim", type=int, default=5)
p.add_argument("--c2_dim", type=int, default=8)
p.add_argument("--selected_attrs", nargs="+", default=[])
p.add_argument("--model_save_dir", default="out/models")
p.add_argument("--checkpoints_dir", default="./checkpoints")
args = p.parse_args()
os.makedirs(args.model_save_dir, exist_ok=True)
torch.save({}, os.path.join(args.model_save_dir, "G.ckpt"))
`

func detectShape(t *testing.T, files map[string]string) (*Detection, error) {
	t.Helper()
	return Detect(writeRepo(t, files), InitOptions{KnownProfiles: profiles.Builtin().Names()})
}

// TestInitFirstOfSameScriptRuns: a README that trains the same script on
// several data sets, one line each, is run with its first line; a later,
// shorter line that sets an option the first does not is another run,
// not the plain form of the first.
func TestInitFirstOfSameScriptRuns(t *testing.T) {
	withEvidenceBars(t)
	shapes := map[string]struct {
		files map[string]string
		want  string
	}{
		"one line per data set": {map[string]string{
			"README.md": "# Face attribute translation\n\n## Training networks\n\nTo train on CelebA, run the training script below.\n\n```bash\n# Train on the CelebA dataset\n" +
				"python main.py --mode train --dataset CelebA --image_size 128 --c_dim 5 \\\n  --model_save_dir run_celeba/models --selected_attrs Black_Hair Blond_Hair Male\n\n" +
				"# Test on the CelebA dataset\npython main.py --mode test --dataset CelebA --image_size 128 --c_dim 5 --model_save_dir run_celeba/models\n```\n\n" +
				"To train on RaFD:\n\n```bash\n# Train on the RaFD dataset\npython main.py --mode train --dataset RaFD --image_size 128 --c_dim 8 --model_save_dir run_rafd/models\n```\n\n" +
				"To train on both:\n\n```bash\n# Train on both datasets\npython main.py --mode=train --dataset Both --image_size 256 --c_dim 5 --c2_dim 8 --model_save_dir run_both/models\n```\n",
			"main.py":          saverPy,
			"requirements.txt": "numpy\n",
		}, "CelebA"},
		"one line per model": {map[string]string{
			"README.md": "# Image-to-image translation\n\n## Train\n\nTo train a CycleGAN model:\n\n```bash\npython train.py --dataroot ./datasets/maps --name maps_cyclegan --model cycle_gan --netG resnet_9blocks\n```\n\n" +
				"To train a pix2pix model:\n\n```bash\npython train.py --dataroot ./datasets/facades --model pix2pix --direction BtoA\n```\n",
			"train.py":                     saverPy,
			"datasets/maps/trainA/1.jpg":   "x",
			"datasets/facades/train/1.jpg": "x",
			"requirements.txt":             "numpy\n",
		}, "maps_cyclegan"},
	}
	for name, s := range shapes {
		t.Run(name, func(t *testing.T) {
			d, err := detectShape(t, s.files)
			if err != nil {
				t.Fatalf("want the first documented run written, got %v", err)
			}
			if got := strings.Join(d.Command, " "); !strings.Contains(got, s.want) {
				for _, c := range d.findings.Launches {
					t.Log(c.Score, c.Words, c.Evidence)
				}
				t.Fatalf("command %q: want the first documented run (%s)", got, s.want)
			}
		})
	}
	t.Run("plain form kept", func(t *testing.T) {
		// A shorter line that only leaves options out is the plain form.
		files := shapes["one line per model"].files
		files["README.md"] = "# Image-to-image translation\n\n## Train\n\n```bash\npython train.py --dataroot ./datasets/maps --name maps_cyclegan --model cycle_gan --netG resnet_9blocks\n```\n\n" +
			"Or simply:\n\n```bash\npython train.py --dataroot ./datasets/maps --name maps_cyclegan\n```\n"
		d, err := detectShape(t, files)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(d.Command, " "); strings.Contains(got, "--netG") {
			t.Fatalf("command %q: want the plain form", got)
		}
	})
}

// TestInitFirstTrainingLineElsewhereAsks: a README whose first training
// line runs the trainer one way under its own title, and a later top
// heading (an upstream README kept below a fork's part) runs it another
// way with more to score, is asked about, not written.
func TestInitFirstTrainingLineElsewhereAsks(t *testing.T) {
	withEvidenceBars(t)
	shapes := map[string]map[string]string{
		"fork above the upstream README": {
			"README.md": "# chatfork\n\nRLHF on a tiny GPT.\n\n```\npython data/shakespeare/prepare.py\npython train.py\n```\n\n" +
				"# tinygpt\n\nThe simplest repository for training medium-sized GPTs.\n\n## install\n\n```\npip install torch numpy\n```\n\n" +
				"## quick start\n\nWe can quickly train a baby GPT with the settings in the config file:\n\n```\npython train.py config/train_shakespeare_char.py\n```\n",
			"train.py":                         "import torch\nimport numpy\nout_dir = 'out'\ntorch.save({}, out_dir + '/ckpt.pt')\n",
			"config/train_shakespeare_char.py": "out_dir = 'out-shakespeare-char'\n",
			"data/shakespeare/prepare.py":      "open('train.bin', 'wb')\n",
			"requirements.txt":                 "numpy\n",
		},
		"fork above the upstream README, configs": {
			"README.md": "# ja-lora\n\nJapanese instruction tuning on our own data.\n\n```bash\naccelerate launch finetune.py --config configs/ja.yaml\n```\n\n" +
				"# LoRA trainer\n\n### Local Setup\n\n```bash\npip install -r requirements.txt\n```\n\n### Training\n\n" +
				"This trains a LoRA adapter on the Alpaca data with the settings in the config:\n\n```bash\naccelerate launch finetune.py --config configs/alpaca.yaml\n```\n",
			"finetune.py":         "import argparse, yaml, torch\np = argparse.ArgumentParser()\np.add_argument('--config')\na = p.parse_args()\nc = yaml.safe_load(open(a.config))\ntorch.save({}, c['output_dir'] + '/adapter.pt')\n",
			"configs/ja.yaml":     "output_dir: out-ja\ndata_path: ja.json\n",
			"configs/alpaca.yaml": "output_dir: lora-alpaca\ndata_path: yahma/alpaca-cleaned\n",
			"ja.json":             "[]\n",
			"requirements.txt":    "pyyaml\n",
		},
	}
	for name, files := range shapes {
		t.Run(name, func(t *testing.T) {
			_, err := detectShape(t, files)
			var e *errdefs.Error
			if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), "the README's first training line runs") {
				t.Fatalf("want a refusal naming the first training line, got %v", err)
			}
		})
	}
	t.Run("one document", func(t *testing.T) {
		files := shapes["fork above the upstream README"]
		files["README.md"] = "# tinygpt\n\n## quick start\n\n```\npython train.py\n```\n\n## training\n\n```\npython train.py config/train_shakespeare_char.py\n```\n"
		if _, err := detectShape(t, files); err != nil && strings.Contains(err.Error(), "the README's first training line runs") {
			t.Fatalf("one document's lines are ranked, not asked about: %v", err)
		}
	})
}

// TestInitUnknownImportsAsk: pip_packages taken from what the trainer
// imports are not written on their own when it imports something spkit's
// table does not map (a module imported inside a method, a framework):
// the image would miss it.
func TestInitUnknownImportsAsk(t *testing.T) {
	withEvidenceBars(t)
	readme := "# gan\n\n## Training\n\n```bash\npython train.py --mode train --model_save_dir out/models\n```\n"
	shapes := map[string]struct {
		files   map[string]string
		unknown string
	}{
		"logger imported in a method": {map[string]string{
			"README.md": readme,
			"train.py":  strings.Replace(saverPy, "import numpy as np\n", "import numpy as np\nfrom solver import Solver\n", 1),
			"solver.py": "import numpy as np\n\nclass Solver:\n    def build_tensorboard(self):\n        from logger import Logger\n        self.logger = Logger('logs')\n",
			"logger.py": "import tensorflow as tf\n\nclass Logger:\n    def __init__(self, d):\n        self.writer = tf.summary.FileWriter(d)\n",
		}, "tensorflow (logger.py)"},
		"a framework": {map[string]string{
			"README.md": readme,
			"train.py":  strings.Replace(saverPy, "import numpy as np\n", "import numpy as np\nimport pytorch_lightning as pl\nfrom omegaconf import OmegaConf\n", 1),
		}, "pytorch_lightning (train.py)"},
	}
	for name, s := range shapes {
		t.Run(name, func(t *testing.T) {
			_, err := detectShape(t, s.files)
			var e *errdefs.Error
			if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), s.unknown) {
				t.Fatalf("want a refusal naming %s, got %v", s.unknown, err)
			}
		})
	}
	t.Run("all known", func(t *testing.T) {
		files := map[string]string{
			"README.md": readme,
			"train.py":  strings.Replace(saverPy, "import numpy as np\n", "import numpy as np\nimport yaml\nfrom tqdm import tqdm\ntry:\n    import apex\nexcept ImportError:\n    apex = None\n", 1),
		}
		d, err := detectShape(t, files)
		if err != nil {
			t.Fatalf("every import is known (apex is guarded): %v", err)
		}
		if x, _ := d.Decision("install"); x.Confidence < 70 || strings.Join(d.PipPackages, " ") != "numpy pyyaml tqdm" {
			t.Fatalf("install %+v, pip_packages %v: want numpy pyyaml tqdm written", x, d.PipPackages)
		}
	})
}

// TestInitScriptLineHolesRefused: a README line that runs a shell script
// whose own command passes placeholders (--data_path
// /path/to/your/training/data.json) is refused, naming them: nothing the
// line passes changes them.
func TestInitScriptLineHolesRefused(t *testing.T) {
	withEvidenceBars(t)
	trainer := "import argparse, os\nimport torch\np = argparse.ArgumentParser()\nfor o in ('--model_id', '--model_name_or_path', '--data_path', '--image_folder', '--deepspeed', '--output_dir', '--bf16', '--num_train_epochs'):\n    p.add_argument(o)\na = p.parse_args()\nos.makedirs(a.output_dir, exist_ok=True)\ntorch.save({}, os.path.join(a.output_dir, 'adapter.pt'))\n"
	shapes := map[string]map[string]string{
		"deepspeed VLM script": {
			"README.md": "# VLM finetune\n\n## Finetune with LoRA\n\nIf you want to train only the language model with LoRA:\n\n```bash\nbash scripts/finetune_lora.sh\n```\n",
			"scripts/finetune_lora.sh": "#!/bin/bash\n# MODEL_NAME=\"Qwen/Qwen2-VL-7B-Instruct\"\nMODEL_NAME=\"Qwen/Qwen2.5-VL-3B-Instruct\"\nexport PYTHONPATH=src:$PYTHONPATH\n\n" +
				"deepspeed src/train/train_sft.py \\\n    --deepspeed scripts/zero3.json \\\n    --model_id $MODEL_NAME \\\n    --data_path /path/to/your/training/data.json \\\n    --image_folder /path/to/your/image/folder \\\n    --output_dir output/testing_lora \\\n    --bf16 True\n",
			"scripts/zero3.json":     "{\"zero_optimization\": {\"stage\": 3}}\n",
			"src/train/train_sft.py": trainer,
			"requirements.txt":       "numpy\n",
		},
		"torchrun SFT script": {
			"README.md":           "# llama-sft\n\n## Training\n\n```bash\nsh scripts/finetune.sh\n```\n",
			"scripts/finetune.sh": "torchrun --nproc_per_node 1 train.py \\\n  --model_name_or_path /path/to/llama-7b \\\n  --data_path <your_alpaca_data.json> \\\n  --image_folder /path/to/your/images \\\n  --deepspeed /path/to/zero3.json \\\n  --output_dir ./checkpoint \\\n  --num_train_epochs 3\n",
			"train.py":            trainer,
			"requirements.txt":    "numpy\n",
		},
	}
	for name, files := range shapes {
		t.Run(name, func(t *testing.T) {
			_, err := detectShape(t, files)
			var e *errdefs.Error
			if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), "whose own line leaves values to you: --") {
				t.Fatalf("want a refusal naming the script's placeholders, got %v", err)
			}
		})
	}
	t.Run("values set", func(t *testing.T) {
		files := shapes["torchrun SFT script"]
		files["scripts/finetune.sh"] = "# usage: sh scripts/finetune.sh (edit --data_path /path/to/data.json first if you use your own)\necho \"--data_path /path/to/your/data.json\"\n" +
			"torchrun --nproc_per_node 1 train.py --model_name_or_path huggyllama/llama-7b --data_path alpaca_data.json --output_dir ./checkpoint # --data_path /path/to/x\n"
		files["alpaca_data.json"] = "[]\n"
		if _, err := detectShape(t, files); err != nil && strings.Contains(err.Error(), "whose own line leaves values") {
			t.Fatalf("comments and echo lines are not the script's line: %v", err)
		}
	})
}
