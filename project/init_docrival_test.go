package project

import (
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitDocumentedTrainingOutranksScriptLine: the best-scored line comes
// only from one of the repository's shell scripts, which no document runs,
// while a document shows another line under a training heading. The
// command stays under the bar and the reason names the document. Shapes:
// LAVIS (a library README with no training line; a tutorial .rst's
// finetuning example runs one run_scripts/*/train/*.sh, a sub-project's
// train_db_dog.sh scores higher) and mmdetection (a README that points to
// docs/en/user_guides/train.md for training; a benchmark project's
// scripts/train.sh runs tools/train.py with its own config).
func TestInitDocumentedTrainingOutranksScriptLine(t *testing.T) {
	const trainPy = "import argparse\np = argparse.ArgumentParser()\np.add_argument('--cfg-path', required=True)\nargs = p.parse_args()\n"
	cases := map[string]map[string]string{
		"tutorial rst": {
			"README.md":                          "# Vislib\n\n## Installation\n\n```bash\npip install -e .\n```\n\n## Getting Started\n\n```python\nfrom vislib.models import load_model\n```\n",
			"setup.py":                           "from setuptools import setup\nsetup(name='vislib', packages=['vislib'])\n",
			"vislib/__init__.py":                 "",
			"train.py":                           trainPy,
			"docs/tutorial.training-example.rst": "Example on Finetuning BLIP on COCO-Captioning\n###############################################\n\nTo finetune the model, run:\n\n.. code-block:: bash\n\n    bash run_scripts/blip/train/train_caption_coco.sh\n\nDeep Dive\n*********\n\n.. code-block:: bash\n\n    python -m torch.distributed.run --nproc_per_node=8 train.py --cfg-path vislib/projects/blip/train/caption_coco_ft.yaml\n",
			"run_scripts/blip/train/train_caption_coco.sh":      "python -m torch.distributed.run --nproc_per_node=8 train.py --cfg-path vislib/projects/blip/train/caption_coco_ft.yaml\n",
			"run_scripts/blip/train/train_retrieval_coco.sh":    "python -m torch.distributed.run --nproc_per_node=8 train.py --cfg-path vislib/projects/blip/train/retrieval_coco_ft.yaml\n",
			"run_scripts/diffusion/train_db_dog.sh":             "python -m torch.distributed.run --nproc_per_node=1 train.py --cfg-path vislib/projects/diffusion/finetune-db-dog.yaml\n",
			"vislib/projects/blip/train/caption_coco_ft.yaml":   "model:\n  arch: blip_caption\nrun:\n  lr_sched: linear_warmup_cosine_lr\n  init_lr: 1e-5\n  max_epoch: 5\n  output_dir: output/BLIP/Caption_coco\n",
			"vislib/projects/blip/train/retrieval_coco_ft.yaml": "model:\n  arch: blip_retrieval\nrun:\n  init_lr: 1e-5\n  max_epoch: 6\n  output_dir: output/BLIP/Retrieval_coco\n",
			"vislib/projects/diffusion/finetune-db-dog.yaml":    "model:\n  arch: blip_diffusion\nrun:\n  init_lr: 5e-6\n  max_iters: 40\n  output_dir: output/diffusion/dog\n",
		},
		"user guide md": {
			"README.md":                                    "# DetBox\n\n## Installation\n\nPlease refer to [Installation](docs/en/get_started.md).\n\n## Getting Started\n\nPlease see [Overview](docs/en/overview.md) and the [user guides](docs/en/user_guides/train.md).\n",
			"requirements.txt":                             "torch\n",
			"tools/train.py":                               "import argparse\np = argparse.ArgumentParser()\np.add_argument('config')\np.add_argument('--work-dir')\nargs = p.parse_args()\n",
			"docs/en/user_guides/train.md":                 "# Train predefined models on standard datasets\n\n## Training on a single GPU\n\n```shell\npython tools/train.py configs/rtm/rtm_tiny_coco.py\n```\n",
			"projects/RoboBench/scripts/train_all.sh":      "#!/usr/bin/env bash\npython tools/train.py projects/RoboBench/configs/faster_rcnn_rf.py --work-dir work_dirs/rf\n",
			"configs/rtm/rtm_tiny_coco.py":                 "model = dict(type='RTM')\ntrain_cfg = dict(max_epochs=300)\noptim_wrapper = dict(lr=0.004)\n",
			"projects/RoboBench/configs/faster_rcnn_rf.py": "model = dict(type='FasterRCNN')\ntrain_cfg = dict(max_epochs=12)\noptim_wrapper = dict(lr=0.02)\n",
		},
	}
	for name, files := range cases {
		t.Run(name, func(t *testing.T) {
			d, err := Detect(writeRepo(t, files), InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err != nil {
				if !strings.Contains(err.Error(), "under a training heading") {
					t.Errorf("refused, but not for the documented line: %v", err)
				}
				return
			}
			dec, _ := d.Decision("command")
			if dec.Confidence >= commandThreshold || !strings.Contains(dec.Why, "under a training heading") {
				t.Errorf("command %q written at %d (%s), want it under %d naming the document", strings.Join(d.Command, " "), dec.Confidence, dec.Why, commandThreshold)
			}
		})
	}
}
