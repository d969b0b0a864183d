package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitAddsTensorboardARequirementsFileLeavesOut: a trainer that
// imports torch.utils.tensorboard beside a requirements file without
// tensorboard (SRGAN-PyTorch's train_net.py, pytorch-cifar100-style
// train.py with a requirements.txt) gets tensorboard in pip_packages;
// torch does not install it. Precision: a requirements file that lists
// tensorboard, or tb-nightly, adds nothing; a trainer that does not
// import it adds nothing; a gap-less table name (numpy) is never added
// beside a requirements file.
func TestInitAddsTensorboardARequirementsFileLeavesOut(t *testing.T) {
	const parser = "import argparse\np = argparse.ArgumentParser()\np.add_argument('--output_dir', default='results')\nargs = p.parse_args()\n"
	const tb = "import numpy as np\nimport torch\nfrom torch.utils.tensorboard import SummaryWriter\n" + parser + "torch.save({}, args.output_dir + '/m.pth')\n"
	readme := "## Train\n```\npython train.py --output_dir results\n```\n"
	for _, c := range []struct {
		name, train, reqs string
		want              bool
	}{
		{"left out", tb, "numpy\nopencv-python\n", true},
		{"helper imports it", "import torch\nfrom utils import log\n" + parser + "torch.save({}, args.output_dir + '/m.pth')\n", "numpy\n", true},
		{"listed", tb, "numpy\ntensorboard>=2.10\n", false},
		{"tb-nightly", tb, "tb-nightly\n", false},
		{"not imported", "import numpy\nimport torch\n" + parser + "torch.save({}, args.output_dir + '/m.pth')\n", "scipy\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{"train.py": c.train, "README.md": readme, "requirements.txt": c.reqs, "utils.py": "from torch.utils.tensorboard import SummaryWriter\ndef log(): pass\n"}
			d, err := Detect(writeRepo(t, files), InitOptions{Profiles: []string{"cpu"}})
			if err != nil {
				t.Fatal(err)
			}
			if got := slices.Contains(d.PipPackages, "tensorboard"); got != c.want {
				t.Errorf("pip_packages %v: tensorboard %v, want %v", d.PipPackages, got, c.want)
			}
			// What the file lists is never added again; numpy, imported
			// by train.py, is added only when the file leaves it out
			// (TestInitAddsWhatARequirementsFileLeavesOut).
			listed := strings.Contains(c.reqs, "numpy")
			imported := strings.Contains(c.train, "import numpy")
			if slices.Contains(d.PipPackages, "numpy") != (imported && !listed) || slices.Contains(d.PipPackages, "scipy") {
				t.Errorf("pip_packages %v beside requirements %q", d.PipPackages, c.reqs)
			}
		})
	}
}

// TestInitAddsWhatARequirementsFileLeavesOut: beside a requirements file,
// the table packages the trainer (or a prepare step the README runs
// first) imports and the file does not name are added, as beside a README
// pip line: the run stops at the import otherwise. Shapes: a
// nanoGPT-fork-like README whose prepare step imports requests (the file
// lists numpy, transformers, datasets, tiktoken), and a diffusers
// fine-tuning script importing PIL, huggingface_hub and tqdm beside a file
// that lists diffusers, transformers and accelerate. Precision: a name the
// file lists in another spelling or an alias (Pillow>=9,
// opencv-python-headless), an import inside try/except ImportError, and a
// module the table does not know add nothing.
func TestInitAddsWhatARequirementsFileLeavesOut(t *testing.T) {
	const parser = "import argparse\np = argparse.ArgumentParser()\np.add_argument('--output_dir', default='out')\nargs = p.parse_args()\n"
	const save = "torch.save({}, args.output_dir + '/m.pt')\n"
	for _, c := range []struct {
		name  string
		files map[string]string
		want  []string
	}{
		{"prepare step imports requests", map[string]string{
			"README.md":            "# GPT\n\n## Train\n\n```\npython data/prepare.py\npython train.py --output_dir out\n```\n",
			"requirements.txt":     "torch\nnumpy\ntransformers\ndatasets\ntiktoken\n",
			"data/prepare.py":      "import os\nimport requests\nimport tiktoken\nimport numpy as np\nopen(os.path.join(os.path.dirname(__file__), 'train.bin'), 'wb')\n",
			"train.py":             "import numpy as np\nimport torch\n" + parser + save,
			"data/placeholder.txt": "",
		}, []string{"requests"}},
		{"diffusers script imports PIL and huggingface_hub", map[string]string{
			"README.md":        "# Tune\n\n## Training\n\n```\naccelerate launch train.py --output_dir out\n```\n",
			"requirements.txt": "diffusers\ntransformers\naccelerate\n",
			"train.py":         "import torch\nfrom PIL import Image\nfrom huggingface_hub import create_repo\nfrom tqdm.auto import tqdm\nimport diffusers\n" + parser + save,
		}, []string{"pillow", "huggingface-hub", "tqdm"}},
		{"listed by another spelling, guarded or unknown", map[string]string{
			"README.md":        "# Tune\n\n## Training\n\n```\npython train.py --output_dir out\n```\n",
			"requirements.txt": "Pillow>=9\nopencv-python-headless\nHuggingFace_Hub\n",
			"train.py":         "import torch\nfrom PIL import Image\nimport cv2\nimport huggingface_hub\nimport lpips\ntry:\n    import wandb\nexcept ImportError:\n    wandb = None\n" + parser + save,
		}, nil},
		{"the installed project declares it", map[string]string{
			"README.md":            "# Tune\n\n## Install\n\n```\npip install -r requirements.txt\npip install -e .\n```\n\n## Training\n\n```\npython train.py --output_dir out\n```\n",
			"requirements.txt":     "numpy\n",
			"pyproject.toml":       "[build-system]\nrequires = [\"setuptools\"]\nbuild-backend = \"setuptools.build_meta\"\n\n[project]\nname = \"tune\"\nversion = \"0.1\"\ndependencies = [\"tqdm>=4\", \"einops\"]\n",
			"src/tune/__init__.py": "",
			"train.py":             "import torch\nimport numpy\nfrom tqdm import tqdm\nimport einops\nimport tune\n" + parser + save,
		}, []string{"."}},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Detect(writeRepo(t, c.files), InitOptions{Profiles: []string{"cpu"}})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(d.PipPackages, c.want) {
				t.Errorf("pip_packages %q, want %q", d.PipPackages, c.want)
			}
			for _, p := range c.want {
				if p == "." {
					continue
				}
				if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, "pip_packages adds "+p) }) {
					t.Errorf("no note says %s was added: %q", p, d.Notes)
				}
			}
		})
	}
}
