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
