package project

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitConfigDataBesideTheCheckout: a trainer config whose data key
// climbs out of the checkout from where the run starts (`datapath:
// '../data/burgers.mat'` under `data:`, physics_informed-like; a flat
// `data_root: ../data/VOCdevkit2012/VOC2012`, few-shot-segmentation-like)
// reads the user's download beside the clone: refused, naming the key, as
// a folder on the authors' machine is; so is a flow list whose first item
// does (`train_file: [  '../data/json_pretrain/coco.json',`, TCL-like;
// `['/export/home/...']`, BLIP-like). Precision: a flow list of shipped
// files (ALBEF-like), run from a subfolder
// (`cd demo && ...`), `../data/` is the repository's own shipped data
// folder (FuxiCTR-like); an output key that climbs out is not data.
func TestInitConfigDataBesideTheCheckout(t *testing.T) {
	withEvidenceBars(t)
	script := "import argparse, yaml, torch\np = argparse.ArgumentParser()\np.add_argument('--config_path')\np.add_argument('--mode', default='train')\nargs = p.parse_args()\ncfg = yaml.safe_load(open(args.config_path))\ntorch.save({}, 'checkpoints/' + cfg['train']['save_name'])\n"
	for _, c := range []struct {
		name    string
		files   map[string]string
		refused string // the key the refusal names, "" for none on this ground
	}{
		{"nested data key", map[string]string{
			"README.md":                              "# PINO\n\n## Train\n\n```\npython3 train_burgers.py --config_path configs/pretrain/burgers-pretrain.yaml --mode train\n```\n",
			"train_burgers.py":                       script,
			"configs/pretrain/burgers-pretrain.yaml": "data:\n  name: Burgers\n  datapath: '../data/burgers.mat'\n  total_num: 1000\ntrain:\n  epochs: 500\n  base_lr: 0.001\n  save_dir: 'burgers-FDM'\n  save_name: 'burgers-pretrain.pt'\n",
			"requirements.txt":                       "torch\npyyaml\n",
		}, "datapath"},
		{"flat data root", map[string]string{
			"README.md":                 "# BAM\n\n## Training\n\n```\npython3 train_burgers.py --config_path config/pascal/split0.yaml\n```\n",
			"train_burgers.py":          script,
			"config/pascal/split0.yaml": "arch: BAM\nbase_lr: 0.05\nbatch_size: 8\ndata_root: ../data/VOCdevkit2012/VOC2012\nepochs: 200\ntrain:\n  save_name: 'bam.pt'\n",
			"requirements.txt":          "torch\npyyaml\n",
		}, "data_root"},
		{"a flow list beside the checkout", map[string]string{
			"README.md":             "# TCL\n\n## Pre-training\n\n```\npython3 train_burgers.py --config_path configs/Pretrain.yaml\n```\n",
			"train_burgers.py":      script,
			"configs/Pretrain.yaml": "train_file: [  '../data/json_pretrain/coco.json',\n               '../data/json_pretrain/vg.json'\n               ]\nimage_res: 256\nbatch_size: 64\ntrain:\n  save_name: 'tcl.pt'\n",
			"requirements.txt":      "torch\npyyaml\n",
		}, "train_file"},
		{"a flow list on the authors' machine", map[string]string{
			"README.md":             "# BLIP\n\n## Pre-train\n\n```\npython3 train_burgers.py --config_path configs/pretrain.yaml\n```\n",
			"train_burgers.py":      script,
			"configs/pretrain.yaml": "train_file: ['/export/home/workspace/datasets/pretrain/coco.json',\n             '/export/home/workspace/datasets/pretrain/vg.json']\nbatch_size: 75\ntrain:\n  save_name: 'blip.pt'\n",
			"requirements.txt":      "torch\npyyaml\n",
		}, "train_file"},
		{"a flow list of shipped files", map[string]string{
			"README.md":             "# ALBEF\n\n## Pre-train\n\n```\npython3 train_burgers.py --config_path configs/pretrain.yaml\n```\n",
			"train_burgers.py":      script,
			"configs/pretrain.yaml": "train_file: ['data/coco.json', 'data/vg.json']\nbatch_size: 64\ntrain:\n  save_name: 'albef.pt'\n",
			"data/coco.json":        "[]\n",
			"data/vg.json":          "[]\n",
			"requirements.txt":      "torch\npyyaml\n",
		}, ""},
		{"run from a subfolder", map[string]string{
			"README.md":                       "# CTR\n\n## Demo\n\n```\ncd demo\npython3 train_burgers.py --config_path config/dataset_config.yaml\n```\n",
			"demo/train_burgers.py":           script,
			"demo/config/dataset_config.yaml": "data_root: ../data/\ndata_format: csv\ntrain_data: ../data/tiny_data/train_sample.csv\nepochs: 2\ntrain:\n  save_name: 'ctr.pt'\n",
			"data/tiny_data/train_sample.csv": "a,b\n1,2\n",
			"requirements.txt":                "torch\npyyaml\n",
		}, ""},
		{"an output beside the checkout", map[string]string{
			"README.md":        "# PINO\n\n## Train\n\n```\npython3 train_burgers.py --config_path configs/run.yaml\n```\n",
			"train_burgers.py": script,
			"configs/run.yaml": "data:\n  name: Burgers\ntrain:\n  epochs: 5\n  log_dir: '../runs'\n  save_name: 'b.pt'\n",
			"requirements.txt": "torch\npyyaml\n",
		}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Detect(writeRepo(t, c.files), InitOptions{Profiles: []string{"cpu"}})
			var e *errdefs.Error
			hit := errors.As(err, &e) && strings.Contains(e.Msg, "outside the repository") && strings.Contains(e.Msg, "yours to download")
			if c.refused == "" {
				if hit {
					t.Errorf("refused as outside data: %v", err)
				}
				return
			}
			if !hit || !strings.Contains(e.Msg, c.refused+": ") || e.Code != errdefs.Config {
				t.Errorf("want a refusal naming %s as data outside the repository, got %v", c.refused, err)
			}
		})
	}
}
