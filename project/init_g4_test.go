package project

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/reposcan"
)

// A README block that opens with comment lines saying neither training
// nor anything else ("# LLaMA-60M, 1 A100") keeps its lead-in sentence as
// the first command's label. Shaped like GaLore's README (a "Benchmark"
// section led in by "to train a 60m model on C4, do the following:", then
// a second section whose run_glue.py block is led in by "fine-tuning")
// and like CIFAR trainers that put "# single GPU" over their train line
// under "To train the model, run:".
func TestInitLeadInThroughComments(t *testing.T) {
	script := "import argparse\nimport torch\np = argparse.ArgumentParser()\np.add_argument('--model_config')\np.add_argument('--lr')\np.add_argument('--output_dir')\nargs = p.parse_args()\nopt = torch.optim.AdamW([])\nfor step in range(10):\n    opt.step()\n"
	benchmark := map[string]string{
		"README.md":              "# Low-rank trainer\n\n## Benchmark 1: Pre-Training a small LM\n`pretrain_main.py` is the main script.\nFor example, to train a 60m model, do the following:\n\n```bash\n# Small-60M, 1 GPU, 1 Node\ntorchrun --standalone --nproc_per_node 1 pretrain_main.py \\\n    --model_config configs/small_60m.json \\\n    --lr 0.01\n```\n\n## Benchmark 2: Fine-Tuning an encoder on GLUE\n`run_glue.py` is the main script for fine-tuning encoders on GLUE tasks. An example script is shown below:\n\n```bash\npython run_glue.py \\\n    --lr 3e-5 \\\n    --output_dir results/ft\n```\n",
		"pretrain_main.py":       script,
		"run_glue.py":            script,
		"configs/small_60m.json": `{"hidden_size": 512, "num_hidden_layers": 8, "vocab_size": 32000}`,
		"requirements.txt":       "torch\n",
	}
	cifar := map[string]string{
		"README.md":        "# CIFAR nets\n\n## How to run\nTo train the model, run:\n```\n# single GPU\npython main.py --lr 0.1\n```\nThe evaluation script:\n```\npython eval_model.py --lr 0.1\n```\n",
		"main.py":          script,
		"eval_model.py":    script,
		"requirements.txt": "torch\n",
	}
	for name, c := range map[string]struct {
		files  map[string]string
		target string
	}{"benchmark": {benchmark, "pretrain_main.py"}, "cifar": {cifar, "main.py"}} {
		t.Run(name, func(t *testing.T) {
			l := launchOf(t, c.files, c.target)
			if !slices.ContainsFunc(l.Evidence, func(e string) bool { return strings.HasPrefix(e, "+12 the sentence leading into its block") }) {
				t.Errorf("the lead-in did not count through the comment: %v", l.Evidence)
			}
		})
	}
	t.Run("a command line between the fence and the line is no lead-in", func(t *testing.T) {
		files := map[string]string{}
		for k, v := range cifar {
			files[k] = v
		}
		files["README.md"] = strings.Replace(cifar["README.md"], "# single GPU\n", "pip install -r requirements.txt\n", 1)
		l := launchOf(t, files, "main.py")
		if slices.ContainsFunc(l.Evidence, func(e string) bool { return strings.Contains(e, "leading into") }) {
			t.Errorf("a lead-in counted for a line that is not its block's first command: %v", l.Evidence)
		}
	})
	t.Run("a comment that says evaluating is the label, not the lead-in", func(t *testing.T) {
		files := map[string]string{}
		for k, v := range cifar {
			files[k] = v
		}
		files["README.md"] = strings.Replace(cifar["README.md"], "# single GPU\n", "# evaluate a checkpoint\n", 1)
		l := launchOf(t, files, "main.py")
		if slices.ContainsFunc(l.Evidence, func(e string) bool { return strings.Contains(e, "leading into") }) || !slices.ContainsFunc(l.Evidence, func(e string) bool { return strings.HasPrefix(e, "-8 a comment above it says") }) {
			t.Errorf("want the evaluating comment against the line, and no lead-in: %v", l.Evidence)
		}
	})
}

// A repository that declares no dependencies gets what its trainer's
// imports need, by the table. Shaped like makemore (one script, README
// "PyTorch is the only requirement", `from torch.utils.tensorboard import
// SummaryWriter`) and SimCLR (main script importing the repository's own
// module, which imports yaml, tqdm and torch.utils.tensorboard).
func TestInitDepsFromImports(t *testing.T) {
	single := map[string]string{
		"README.md": "# charmodel\n\nPyTorch is the only requirement.\n\n## Usage\n```\npython charmodel.py -i names.txt -o names\n```\n",
		"names.txt": "emma\nolivia\n",
		"charmodel.py": "import os\nimport sys\nimport argparse\nimport torch\nimport torch.nn as nn\nfrom torch.utils.tensorboard import SummaryWriter\n" +
			"p = argparse.ArgumentParser()\np.add_argument('-i')\np.add_argument('-o', default='out')\nargs = p.parse_args()\nopt = torch.optim.AdamW([])\nfor step in range(10):\n    opt.step()\n",
	}
	module := map[string]string{
		"README.md": "# Contrastive\n\n## Training\n```\npython run.py -data ./datasets --epochs 100\n```\n",
		"run.py":    "import argparse\nimport torch\nfrom torchvision import models\nfrom data_aug.views import Views\nfrom learner import Learner\np = argparse.ArgumentParser()\np.add_argument('-data')\np.add_argument('--epochs')\nargs = p.parse_args()\nLearner().train()\n",
		"learner.py": "import logging\nimport os\nimport torch\nimport yaml\nfrom tqdm import tqdm\nfrom torch.utils.tensorboard import SummaryWriter\nfrom utils import save_checkpoint\n" +
			"class Learner:\n    def train(self):\n        opt = torch.optim.Adam([])\n        for i in tqdm(range(3)):\n            opt.step()\n",
		"utils.py":           "import shutil\nimport numpy as np\ndef save_checkpoint(state, filename='checkpoint.pth.tar'):\n    pass\n",
		"data_aug/views.py":  "from PIL import Image\nclass Views:\n    pass\n",
		"datasets/readme.md": "put the data here\n",
	}
	for name, c := range map[string]struct {
		files map[string]string
		want  []string
	}{"one script": {single, []string{"tensorboard"}}, "script and its modules": {module, []string{"pyyaml", "tqdm", "tensorboard", "numpy", "pillow"}}} {
		t.Run(name, func(t *testing.T) {
			d, out := detectAndRender(t, writeRepo(t, c.files), InitOptions{})
			got := slices.Clone(d.PipPackages)
			slices.Sort(got)
			want := slices.Clone(c.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("pip_packages %v, want %v\n%s", d.PipPackages, c.want, out)
			}
			if !strings.Contains(string(out), "by spkit's table of import names") {
				t.Errorf("spkit.yaml does not say where pip_packages came from\n%s", out)
			}
		})
	}
	for name, edit := range map[string]func(map[string]string){
		"a README pip line wins": func(f map[string]string) {
			f["README.md"] = strings.Replace(f["README.md"], "PyTorch is the only requirement.", "```\npip install torch numpy\n```", 1)
		},
		"a requirements file wins": func(f map[string]string) { f["requirements.txt"] = "torch\nnumpy\n" },
	} {
		t.Run(name, func(t *testing.T) {
			files := maps.Clone(single)
			edit(files)
			d, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
			// Beside a requirements file only the table's gap packages are
			// added (tensorboard: torch does not install it,
			// TestInitAddsTensorboardARequirementsFileLeavesOut), never what
			// the file lists; a README pip line is taken with what the
			// trainer imports beside it that the line leaves out
			// (tensorboard here, TestInitReadmePipLineGaps).
			readme := name == "a README pip line wins"
			if !slices.Contains(d.PipPackages, "tensorboard") || slices.Contains(d.PipPackages, "numpy") != readme {
				t.Errorf("imports overrode the declared dependencies: %v\n%s", d.PipPackages, out)
			}
		})
	}
	t.Run("the repository's own folder is not a pip package", func(t *testing.T) {
		files := maps.Clone(module)
		files["learner.py"] = "import torch\nfrom datasets import folder\n" + "class Learner:\n    def train(self):\n        pass\n"
		files["datasets/folder.py"] = "import os\n"
		d, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
		if slices.Contains(d.PipPackages, "datasets") {
			t.Errorf("the repository's datasets/ folder became a pip package: %v\n%s", d.PipPackages, out)
		}
	})
}

// TestInitLeadInOfAWholeLineSpan: an inline code span that is its line's
// whole text stands as a block of one, so the sentence leading into it is
// its label, for or against. Shapes: held-out 35's SimCLR-CIFAR10 ("Train
// SimCLR with “resnet18“ as backbone:" over “python simclr.py ...“,
// "Linear evaluation:" over “python simclr_lin.py ...“) and held-out 27's
// Moore-AnimateAnyone ("you can run a local gradio app via following
// commands:" over `python app.py`). Precision: a span inside a sentence
// has no lead-in.
func TestInitLeadInOfAWholeLineSpan(t *testing.T) {
	script := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--lr')\nargs = p.parse_args()\n"
	simclr := map[string]string{
		"README.md":        "# SimCLR\n\n## Usage\n\nTrain SimCLR with  ``resnet18`` as backbone:\n\n``python simclr.py --lr 0.6``\n\nLinear evaluation:\n\n``python simclr_lin.py --lr 0.1``\n",
		"simclr.py":        script,
		"simclr_lin.py":    script,
		"requirements.txt": "torch\n",
	}
	has := func(l *reposcan.Candidate, prefix string) bool {
		return slices.ContainsFunc(l.Evidence, func(e string) bool { return strings.HasPrefix(e, prefix) })
	}
	t.Run("SimCLR-CIFAR10 shape", func(t *testing.T) {
		if l := launchOf(t, simclr, "simclr.py"); !has(l, "+12 the sentence leading into its block") {
			t.Errorf("the training lead-in did not count: %v", l.Evidence)
		}
		if l := launchOf(t, simclr, "simclr_lin.py"); !has(l, "-12 the sentence leading into its block") {
			t.Errorf("the evaluation lead-in did not count against: %v", l.Evidence)
		}
	})
	t.Run("Moore-AnimateAnyone shape", func(t *testing.T) {
		files := map[string]string{
			"README.md":        "# Animate\n\n## Training\n\n```\naccelerate launch train_stage_1.py --lr 1e-5\n```\n\n## Gradio demo\n\nIf you have your own GPU resource, you can run a local gradio app via following commands:\n\n`python app.py --lr 0`\n",
			"train_stage_1.py": script,
			"app.py":           script,
			"requirements.txt": "torch\n",
		}
		if l := launchOf(t, files, "app.py"); l != nil && !has(l, "-12 the sentence leading into its block") {
			t.Errorf("the app's lead-in did not count against: %v", l.Evidence)
		}
	})
	t.Run("a span inside a sentence", func(t *testing.T) {
		files := maps.Clone(simclr)
		files["README.md"] = "# SimCLR\n\n## Usage\n\nLinear evaluation:\n\nRun ``python simclr_lin.py --lr 0.1`` after pretraining.\n\nTrain with ``python simclr.py --lr 0.6``.\n"
		if l := launchOf(t, files, "simclr_lin.py"); has(l, "-12 the sentence leading into") {
			t.Errorf("a span inside a sentence took a lead-in: %v", l.Evidence)
		}
	})
}
