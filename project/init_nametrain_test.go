package project

import (
	"strings"
	"testing"
)

// TestInitTrainingHeadingOutweighsAName: a README whose first line runs a
// script named train_* under a heading that does not say training (a
// retrieval index, a sparse-coding dictionary) and whose training section
// runs another script does not get the first one written: its name is
// the only evidence, the documentation says training is the other line.
// Init refuses naming both. Two shapes: an index built beside a Lightning
// main.py under "Model Training" (latent-diffusion's train_searcher.py),
// and a dictionary learned beside a "Pre-training" section's script (an
// MLSM-style README's train_dict.py). Without the rule the first is
// written.
func TestInitTrainingHeadingOutweighsAName(t *testing.T) {
	lit := "import argparse\np = argparse.ArgumentParser()\np.add_argument('-b', '--base', nargs='*')\np.add_argument('-t', '--train', action='store_true')\np.add_argument('--gpus', default=None)\nif __name__ == '__main__':\n    p.parse_args()\n"
	index := "import argparse\nimport numpy as np\np = argparse.ArgumentParser()\np.add_argument('--knn', type=int, default=20)\n\ndef train_searcher(opt):\n    print('building the index')\n\nif __name__ == '__main__':\n    train_searcher(p.parse_args())\n"
	pretrain := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--transformer')\np.add_argument('--out_dir', default='out')\np.add_argument('--batch', type=int, default=32)\nif __name__ == '__main__':\n    p.parse_args()\n"
	dict := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--transformer')\np.add_argument('--num_dict', type=int, default=3000)\nif __name__ == '__main__':\n    p.parse_args()\n"
	cases := []struct {
		name  string
		files map[string]string
	}{
		{"index beside a Lightning main", map[string]string{
			"main.py":                             lit,
			"scripts/train_searcher.py":           index,
			"configs/autoencoder/kl_32x32x4.yaml": "model:\n  base_learning_rate: 4.5e-6\n  target: ldm.models.autoencoder.AutoencoderKL\n",
			"README.md": "# Latent models\n\n## Retrieval with a database\n\n```\npython scripts/train_searcher.py\n```\n\n" +
				"## Train your own\n\n### Training autoencoder models\n\n```\npython main.py --base configs/autoencoder/kl_32x32x4.yaml -t --gpus 0,\n```\n",
		}},
		{"dictionary beside a pre-training script", map[string]string{
			"pretrainer.py": pretrain,
			"train_dict.py": dict,
			"README.md": "# MLSM\n\n## Sparse coding of hidden states\n\n```\npython train_dict.py --transformer bert-base-cased --num_dict 3000\n```\n\n" +
				"## Pre-training\n\n```\npython pretrainer.py --transformer bert-base-cased --out_dir out --batch 32\n```\n",
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.files["requirements.txt"] = "torch\n"
			_, err := Detect(writeRepo(t, c.files), InitOptions{})
			if err == nil || !strings.Contains(err.Error(), "is the line under a training heading") {
				t.Fatalf("err %v, want a refusal saying the other line is under a training heading", err)
			}
		})
	}
}
