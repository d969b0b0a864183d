package project

import "testing"

// TestInitRequirementsNearestTheTrainer: of the requirements files the
// README installs, the one in the deepest folder holding the training
// script (held-out 32's sliders: `pip install -r
// flux-sliders/flux-requirements.txt` for a notebook, shown first, then
// the setup's `pip install -r requirements.txt` for
// trainscripts/textsliders/train_lora.py; BigVGAN's demo/requirements.txt
// beside its root one, here shown first). Precision: a trainer in a
// subfolder with its own file installs that one.
func TestInitRequirementsNearestTheTrainer(t *testing.T) {
	train := "import argparse\nimport os\nimport torch\n\np = argparse.ArgumentParser()\np.add_argument('--output_dir', default='models')\na = p.parse_args()\ntorch.save({}, os.path.join(a.output_dir, 'last.pt'))\n"
	for _, tc := range []struct{ name, other, script, want string }{
		{"sliders shape", "flux-sliders/flux-requirements.txt", "trainscripts/textsliders/train_lora.py", "requirements.txt"},
		{"demo shape", "demo/requirements.txt", "train.py", "requirements.txt"},
		{"the trainer's folder", "finetune/requirements.txt", "finetune/train.py", "finetune/requirements.txt"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := detectH2(t, map[string]string{
				"README.md":        "# repo\n\n## Extra\n\n```\npip install -r " + tc.other + "\n```\n\n## Setup\n\n```\npip install -r requirements.txt\n```\n\n## Training\n\n```\npython " + tc.script + " --output_dir models\n```\n",
				"requirements.txt": "torch\nnumpy\n",
				tc.other:           "torch\ngradio\n",
				tc.script:          train,
			})
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if d.Requirements != tc.want {
				t.Errorf("requirements %q, want %q", d.Requirements, tc.want)
			}
		})
	}
}
