package reposcan

import (
	"strings"
	"testing"
)

// TestPlainLineOverVariant: a README shows the plain training line, and
// further down the same script with the same config plus overrides under
// a heading or label that names a variant (FP16, mixed precision, AMP and a
// large batch). The plain line is the training command; the variant is
// noted as a documented alternative. Shapes: pytorch_image_classification's
// README (held-out 12: "Usage" with `python train.py --config
// configs/cifar/x.yaml`, then "FP16 training" / "Mixed-precision training"
// adding yacs `key value` overrides) and a timm-style README (a basic
// `./distributed_train.sh` line, then "To train with AMP and a larger
// batch:" adding flags).
func TestPlainLineOverVariant(t *testing.T) {
	yacs := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config', type=str)\np.add_argument('options', nargs=argparse.REMAINDER)\n"
	flags := "import argparse\np = argparse.ArgumentParser()\np.add_argument('data_dir')\np.add_argument('--model', default='resnet50')\np.add_argument('--batch-size', type=int, default=128)\np.add_argument('--amp', action='store_true')\np.add_argument('--lr', type=float)\n"
	variant := func(heading, level string) string {
		return level + " " + heading + "\n\n```bash\npython train.py --config configs/cifar/net.yaml \\\n    train.base_lr 1.6 \\\n    train.batch_size 4096 \\\n    train.precision O3 \\\n    train.output_dir experiments/fp16/exp00\n```\n\n"
	}
	cases := []struct {
		name   string
		files  map[string]string
		want   string
		absent string
	}{
		{"yacs-fp16", map[string]string{
			"README.md":              "# Image Classification\n\n## Requirements\n\n```bash\npip install -r requirements.txt\n```\n\n## Usage\n\n```bash\npython train.py --config configs/cifar/net.yaml\n```\n\n## Results\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## Experiments\n\n### Experiments on half-precision, and mixed-precision\n\n" + variant("FP16 training", "####") + variant("Mixed-precision training", "####"),
			"train.py":               yacs,
			"requirements.txt":       "torch\nyacs\n",
			"configs/cifar/net.yaml": "model:\n  name: net\ntrain:\n  batch_size: 128\n  base_lr: 0.1\n  output_dir: experiments/net\nscheduler:\n  epochs: 160\n",
		}, "python train.py --config configs/cifar/net.yaml", "train.precision"},
		{"timm-amp", map[string]string{
			"README.md":        "# Models\n\n## Getting started\n\n```bash\npip install -r requirements.txt\n```\n\n## Usage\n\n```bash\npython train.py /data/imagenet --model resnet50\n```\n\n## Training with mixed precision\n\nTo train with AMP and a larger batch:\n\n```bash\npython train.py /data/imagenet --model resnet50 --amp --batch-size 512 --lr 0.8\n```\n",
			"train.py":         flags,
			"requirements.txt": "torch\n",
		}, "python train.py /data/imagenet --model resnet50", "--amp"},
	}
	for _, tc := range cases {
		f, err := Scan(writeRepo(t, tc.files))
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Launches) == 0 {
			t.Fatalf("%s: no candidates", tc.name)
		}
		best := f.Launches[0]
		if got := strings.Join(best.Words, " "); got != tc.want {
			t.Errorf("%s: best is %q, want %q", tc.name, got, tc.want)
		}
		if ev := strings.Join(best.Evidence, "; "); !strings.Contains(ev, "a documented alternative: ") || !strings.Contains(ev, tc.absent) {
			t.Errorf("%s: evidence %q does not note the variant", tc.name, ev)
		}
	}
}

// TestMainLineWithOverridesOverSmokeTest: the precision case. The README's
// main training section IS the line with overrides, and the plain line is
// a smoke test (or the main heading itself names mixed precision while the
// plain line sits under a test heading): the main line stays.
func TestMainLineWithOverridesOverSmokeTest(t *testing.T) {
	yacs := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config', type=str)\np.add_argument('options', nargs=argparse.REMAINDER)\n"
	main := "```bash\npython train.py --config configs/net.yaml train.epochs 300 train.output_dir runs/main\n```\n"
	smoke := "## Smoke test\n\n```bash\npython train.py --config configs/net.yaml\n```\n"
	readmes := map[string]string{
		"training-then-smoke":  "# Net\n\n## Training\n\n" + main + "\n" + smoke,
		"smoke-then-mixed":     "# Net\n\n" + smoke + "\n## Training with mixed precision\n\n" + main,
		"plain-heading-labels": "# Net\n\n## Training\n\n" + main + "\n## Sanity check\n\n```bash\npython train.py --config configs/net.yaml\n```\n",
	}
	for name, readme := range readmes {
		f, err := Scan(writeRepo(t, map[string]string{
			"README.md":        readme,
			"train.py":         yacs,
			"requirements.txt": "torch\n",
			"configs/net.yaml": "model:\n  name: net\ntrain:\n  epochs: 100\n  output_dir: runs/net\n",
		}))
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Launches) == 0 {
			t.Fatalf("%s: no candidates", name)
		}
		if got := strings.Join(f.Launches[0].Words, " "); !strings.Contains(got, "train.epochs 300") {
			t.Errorf("%s: best is %q, want the main training line", name, got)
		}
	}
}
