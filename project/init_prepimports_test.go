package project

import (
	"slices"
	"testing"
)

// TestInitPrepareStepImports: the prepare scripts a README runs before the
// training line run in the same image, so what they import is installed
// too (held-out 29's nanoRWKV: `pip install torch numpy transformers ...`,
// then `python data/shakespeare_char/prepare.py`, which imports requests,
// then `python train.py config/train_shakespeare_char.py`; held-out 31's
// Sophia: no dependency list at all, `$ python data/openwebtext/prepare.py`
// importing datasets and tiktoken). Precision: a prepare line that reads
// a placeholder, or one shown after the training line, adds nothing.
func TestInitPrepareStepImports(t *testing.T) {
	train := "import os\nimport numpy as np\nimport torch\n\nexec(open('configurator.py').read())\nout_dir = 'out'\ndata = np.memmap(os.path.join('data', 'shakespeare_char', 'train.bin'), dtype=np.uint16, mode='r')\ntorch.save({}, os.path.join(out_dir, 'ckpt.pt'))\n"
	files := func(readme string) map[string]string {
		return map[string]string{
			"README.md":                        readme,
			"train.py":                         train,
			"configurator.py":                  "import sys\n",
			"config/train_shakespeare_char.py": "out_dir = 'out-shakespeare-char'\n",
			"data/shakespeare_char/prepare.py": "import os\nimport pickle\nimport requests\nimport tiktoken\nimport numpy as np\n\nurl = 'https://example.org/input.txt'\ntext = requests.get(url).text\n",
		}
	}
	pipLine := "# rwkv\n\n## install\n\n```\npip install torch numpy\n```\n\n## quick start\n\n"
	for _, tc := range []struct {
		name, readme string
		want         bool
	}{
		{"nanoRWKV shape", pipLine + "```\npython data/shakespeare_char/prepare.py\npython train.py config/train_shakespeare_char.py\n```\n", true},
		{"Sophia shape", "# sophia\n\n## Reproduce\n\n```\n$ python data/openwebtext/prepare.py\n```\n\n```\n$ python train.py config/train_shakespeare_char.py\n```\n", true},
		{"a placeholder", pipLine + "```\npython data/shakespeare_char/prepare.py --input /path/to/text\npython train.py config/train_shakespeare_char.py\n```\n", false},
		{"after the training line", pipLine + "```\npython train.py config/train_shakespeare_char.py\n```\n\nTo use your own text:\n\n```\npython data/shakespeare_char/prepare.py\n```\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fs := files(tc.readme)
			if tc.name == "Sophia shape" {
				fs["data/openwebtext/prepare.py"] = "import os\nfrom tqdm import tqdm\nimport numpy as np\nimport tiktoken\nfrom datasets import load_dataset\n\nds = load_dataset('openwebtext')\n"
			}
			d, err := detectH2(t, fs)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			pkg := "requests"
			if tc.name == "Sophia shape" {
				pkg = "datasets"
			}
			if got := slices.Contains(d.PipPackages, pkg); got != tc.want {
				t.Errorf("pip_packages %q: %s there = %v, want %v", d.PipPackages, pkg, got, tc.want)
			}
		})
	}
}
