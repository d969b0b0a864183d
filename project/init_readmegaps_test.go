package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitReadmePipLineGaps: with no requirements file or package, the
// README's pip line is the package list, and the table packages the
// launched script and its repository modules import that the line leaves
// out are added. Shaped like leftthomas/SimCLR (conda installs pytorch
// and torchvision, `pip install thop`, main.py imports pandas and tqdm)
// and karpathy/nanoGPT (`pip install torch numpy transformers` with
// train.py importing tqdm and a helper module importing tiktoken).
// Precision: an import inside try/except ImportError is not added; a
// package the line names under another spelling (Pillow for PIL,
// opencv-python-headless for cv2, PyYAML for yaml) is not added twice.
func TestInitReadmePipLineGaps(t *testing.T) {
	const parser = "import argparse\np = argparse.ArgumentParser()\np.add_argument('--output_dir', default='results')\nargs = p.parse_args()\ntorch.save({}, args.output_dir + '/m.pth')\n"
	for _, c := range []struct {
		name, readme, train, helper string
		want, not                   []string
	}{
		{"simclr-shaped", "## Requirements\n```\nconda install pytorch torchvision cudatoolkit=10.0 -c pytorch\npip install thop\n```\n## Train\n```\npython train.py --output_dir results\n```\n",
			"import argparse\nimport pandas as pd\nimport torch\nfrom thop import profile\nfrom tqdm import tqdm\nimport utils\n" + parser,
			"from PIL import Image\nfrom torchvision import transforms\n",
			[]string{"thop", "pandas", "tqdm"}, nil},
		{"nanogpt-shaped", "## install\n```\npip install torch numpy transformers\n```\n## Train\n```\npython train.py --output_dir results\n```\n",
			"import numpy as np\nimport torch\nfrom tqdm import tqdm\nfrom utils import enc\n" + parser,
			"import tiktoken\nenc = tiktoken.get_encoding('gpt2')\n",
			[]string{"numpy", "transformers", "tqdm", "tiktoken"}, nil},
		{"guarded and spelled otherwise", "## install\n```\npip install Pillow opencv-python-headless PyYAML\n```\n## Train\n```\npython train.py --output_dir results\n```\n",
			"import torch\nimport cv2\nimport yaml\nfrom PIL import Image\ntry:\n    import wandb\nexcept ImportError:\n    wandb = None\ntry:\n    from tqdm import tqdm\nexcept (ModuleNotFoundError, ImportError):\n    tqdm = list\nimport utils\n" + parser,
			"try:\n    import matplotlib.pyplot as plt\nexcept:\n    plt = None\n",
			[]string{"Pillow", "opencv-python-headless", "PyYAML"}, []string{"pillow", "opencv-python", "pyyaml", "wandb", "tqdm", "matplotlib"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{"train.py": c.train, "README.md": c.readme, "utils.py": c.helper}
			d, err := Detect(writeRepo(t, files), InitOptions{Profiles: []string{"cpu"}})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range c.want {
				if !slices.Contains(d.PipPackages, p) {
					t.Errorf("pip_packages %v: want %s", d.PipPackages, p)
				}
			}
			for _, p := range c.not {
				if slices.Contains(d.PipPackages, p) {
					t.Errorf("pip_packages %v: %s added", d.PipPackages, p)
				}
			}
			if c.not == nil && !slices.ContainsFunc(d.DepsFrom, func(s string) bool { return strings.Contains(s, "README's pip line leaves out") }) {
				t.Errorf("deps_from %v: does not say what the pip line left out", d.DepsFrom)
			}
		})
	}
}
