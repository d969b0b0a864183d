package project

import (
	"slices"
	"testing"
)

// TestInitCopiesImportedModelFolders: a models/ package the trainer
// imports goes into the image, whether the import is at the top of the
// script (ViT-pytorch's `from models.modeling import VisionTransformer`)
// or inside a function of a helper module (pytorch-cifar100's get_network:
// `from models.vgg import vgg16_bn`); so does a docs-named package that
// is imported. Precision: a models/ folder of weights and JSON, a models/
// package nothing imports, and a data/ folder with a prepare script (it
// is mounted, not copied) stay out.
func TestInitCopiesImportedModelFolders(t *testing.T) {
	const parser = "import argparse\np = argparse.ArgumentParser()\np.add_argument('--output_dir', default='output')\nargs = p.parse_args()\n"
	for _, c := range []struct {
		name  string
		files map[string]string
		in    []string
		out   []string
	}{
		{"top-level import", map[string]string{
			"train.py":           "import torch\nfrom models.modeling import VisionTransformer\nfrom utils.scheduler import Warmup\n" + parser + "torch.save({}, args.output_dir + '/m.bin')\n",
			"models/__init__.py": "",
			"models/modeling.py": "class VisionTransformer: pass\n",
			"utils/__init__.py":  "",
			"utils/scheduler.py": "class Warmup: pass\n",
			"README.md":          "## Train\n```\npython train.py --output_dir output\n```\n",
			"requirements.txt":   "torch\n",
			"img/figure.png":     "x",
		}, []string{"models/", "utils/"}, nil},
		{"import inside a helper's function", map[string]string{
			"train.py":         "import torch\nfrom utils import get_network\n" + parser + "net = get_network(args)\ntorch.save(net, 'output/x.pth')\n",
			"utils.py":         "def get_network(args):\n    if args.net == 'vgg16':\n        from models.vgg import vgg16_bn\n        return vgg16_bn()\n",
			"models/vgg.py":    "def vgg16_bn(): pass\n",
			"models/resnet.py": "def resnet18(): pass\n",
			"docs/__init__.py": "",
			"README.md":        "## Train\n```\npython train.py --output_dir output\n```\n",
			"requirements.txt": "torch\n",
		}, []string{"models/"}, []string{"docs/"}},
		{"weights folder and an unused package", map[string]string{
			"train.py":             "import torch\n" + parser + "torch.save({}, args.output_dir + '/m.bin')\n",
			"models/config.json":   "{}",
			"models/model.pth":     "x",
			"tests/test_train.py":  "import unittest\n",
			"data/prepare.py":      "import os\n",
			"data/shakespeare.txt": "text",
			"README.md":            "## Train\n```\npython train.py --output_dir output\n```\n",
			"requirements.txt":     "torch\n",
		}, nil, []string{"models/", "tests/", "data/"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Detect(writeRepo(t, c.files), InitOptions{Profiles: []string{"cpu"}})
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range c.in {
				if !slices.Contains(d.Copy, w) {
					t.Errorf("copy %v lacks %s", d.Copy, w)
				}
			}
			for _, w := range c.out {
				if slices.Contains(d.Copy, w) {
					t.Errorf("copy %v has %s", d.Copy, w)
				}
			}
		})
	}
}
