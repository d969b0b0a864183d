package project

import (
	"slices"
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
			if slices.Contains(d.PipPackages, "numpy") || slices.Contains(d.PipPackages, "scipy") {
				t.Errorf("pip_packages %v: a package without Gap added beside requirements.txt", d.PipPackages)
			}
		})
	}
}
