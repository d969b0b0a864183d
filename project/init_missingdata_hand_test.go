package project

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitMissingDataByHand: data the user downloads or links by hand,
// which init wrote before (issue 39, held-out 14).
//   - Upper-case option trees (TRAIN_GT_IMAGES_DIR: ./data/Mix2K_train_GT,
//     shape: Lornatang/ESRGAN-PyTorch and Lornatang/SRGAN-PyTorch) are
//     data keys. The data folder's own README (data/README.md: "Download
//     datasets", a Google Drive link) has the user fetch it, and the
//     trainer's own load_dataset(config, device) is no hub load; an
//     undocumented script that merely writes into ./data does not make
//     data that README has the user fetch (sr-upper-folderdoc); the root
//     README names it under its download prose (sr-upper-fetched).
//   - A wrapper script that builds its config's path from the line's
//     arguments (config=config/${dataset}/${dataset}_${exp_name}.yaml run
//     as `sh tool/train.sh scenes segnet50`, shape: hszhao/semseg;
//     CONFIG=configs/$1.yaml, shape: open-mmlab/mmsegmentation's
//     dist_train.sh) has that config's data_root checked, and a document
//     that has the user symlink the download there (ln -s
//     /path_to_scenes_dataset dataset/scenes) counts as download and place.
func TestInitMissingDataByHand(t *testing.T) {
	for name, want := range map[string][]string{
		"sr-upper-folderdoc": {"TRAIN_GT_IMAGES_DIR", "./data/Mix2K_train_GT", "data/README.md"},
		"sr-upper-fetched":   {"TRAIN_GT_IMAGES_DIR", "./data/Mix2K_train_GT", "README.md"},
		"seg-symlink":        {"data_root = dataset/scenes", "config/scenes/scenes_segnet50.yaml", "README.md"},
		"seg-symlink-docs":   {"data_root = data/citystreets", "configs/fcn_city.yaml", "docs/dataset_prepare.md"},
	} {
		_, err := Detect(filepath.Join("testdata", "missingdata", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config {
			t.Errorf("%s: want a refusal naming %q, got %v", name, want, err)
			continue
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: the refusal should name %q:\n%v", name, w, err)
			}
		}
	}
}

// TestInitMissingDataByHandNearMisses: written as before. The data
// folder's README runs the repository's download script, which names the
// data (sr-upper-scripted); a README symlinks an optional cache, and the
// data root a download script in data/ fills (seg-symlink-cache).
func TestInitMissingDataByHandNearMisses(t *testing.T) {
	for _, name := range []string{"sr-upper-scripted", "seg-symlink-cache"} {
		d, err := Detect(filepath.Join("testdata", "missingdata", name), InitOptions{})
		if err != nil {
			t.Errorf("%s: want it written, got %v", name, err)
			continue
		}
		if len(d.Command) == 0 {
			t.Errorf("%s: no command", name)
		}
		if name == "seg-symlink-cache" && !slices.ContainsFunc(d.Notes, func(n string) bool {
			return strings.Contains(n, "data_root data/vocparts") && strings.Contains(n, "run that before training")
		}) {
			t.Errorf("%s: the config's data_root should be read and found made: %q", name, d.Notes)
		}
	}
}

func TestShellExpandAndHubLoad(t *testing.T) {
	if v, ok := expandShell("config/${dataset}/${dataset}_$2.yaml", map[string]string{"dataset": "ade", "2": "psp"}); !ok || v != "config/ade/ade_psp.yaml" {
		t.Errorf("expandShell = %q %v", v, ok)
	}
	if _, ok := expandShell("configs/$MODEL.yaml", nil); ok {
		t.Errorf("expandShell: an unknown variable is not filled")
	}
	if downloadsItself([]string{"def load_dataset(config, device):\n    pass\nx = load_dataset(config, device)\n"}) {
		t.Errorf("downloadsItself: the repository's own load_dataset is no hub load")
	}
	if !downloadsItself([]string{"from datasets import load_dataset\nds = load_dataset(args.name)\n"}) {
		t.Errorf("downloadsItself: the datasets library's load_dataset of a name downloads")
	}
}
