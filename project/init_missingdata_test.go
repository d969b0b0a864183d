package project

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitMissingDataRootIsTheUsers: the trainer's data root is a
// relative path inside the checkout that the checkout does not have and
// nothing in the repository makes: a config's `data_root = 'data/coco/'`,
// reached through `_base_` (shape: open-mmlab/mmdetection and
// OpenGVLab/InternImage's detection configs), or the line's
// `--coco_path data/coco` (shape: facebookresearch/detr). init wrote them;
// now refused, naming the key or option, the value and the file.
func TestInitMissingDataRootIsTheUsers(t *testing.T) {
	for name, want := range map[string][]string{
		"mmdet-coco":    {"data_root = data/coco/", "configs/_base_/datasets/coco_detection.py", "--command"},
		"detr-cocopath": {"--coco_path = data/coco", "the command line", "fetch the data"},
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

// TestInitMissingDataTheRepositoryMakes: near misses, written as before.
// The data path is missing from the checkout, but a prepare script in the
// folder it lies under makes it (data/shakespeare_char/prepare.py, shape:
// karpathy/nanoGPT), the trainer downloads it itself
// (CIFAR10(download=True), shape: kuangliu/pytorch-cifar), or the value
// is a hub id, not a folder (--train_data tatsu-lab/alpaca). A missing
// path no document tells the user to download is not refused either
// (--train_file data/conll/train.txt, named only on the line).
func TestInitMissingDataTheRepositoryMakes(t *testing.T) {
	for _, name := range []string{"nanogpt-prepare", "cifar-download", "hub-dataset", "undocumented-data"} {
		d, err := Detect(filepath.Join("testdata", "missingdata", name), InitOptions{})
		if err != nil {
			t.Errorf("%s: want it written, got %v", name, err)
			continue
		}
		if len(d.Command) == 0 {
			t.Errorf("%s: no command", name)
		}
		if name == "nanogpt-prepare" && !slices.ContainsFunc(d.Notes, func(n string) bool {
			return strings.Contains(n, "data/shakespeare_char/train.bin") && strings.Contains(n, "run that before training")
		}) {
			t.Errorf("%s: no note naming what makes the data: %q", name, d.Notes)
		}
	}
}

// TestMissingDataValues: what counts as a relative data path in a
// config and on the line.
func TestMissingDataValues(t *testing.T) {
	cfg := "data_root = 'data/coco/'\nroot_path: \"Data/wavs\"\nann_file = data_root + 'annotations/x.json'\n" +
		"train_file: tatsu-lab/alpaca\n# data_dir = 'data/commented'\nlog_dir: logs/run\ndata_path = '/datasets/imagenet'\n\"train_data\": \"data/train.jsonl\",\n"
	var got []string
	for _, r := range configDataValues(cfg) {
		got = append(got, r.Key+"="+r.Value)
	}
	want := "data_root=data/coco/ root_path=Data/wavs train_data=data/train.jsonl"
	if strings.Join(got, " ") != want {
		t.Errorf("configDataValues = %q, want %q", strings.Join(got, " "), want)
	}
	if !openRoot("data:\n  root_path: $replace_this_with_absolute_path\n  image_folder: imagenet/train/\n") || openRoot(cfg) {
		t.Errorf("openRoot: a fill-in root_path is open, data_root = 'data/coco/' is not")
	}
	if !makesData("mkdir -p data\ncd data\nwget http://example.org/x.zip\n", "./data/synth/chair", nil) || makesData("mkdir -p logs\n", "./data/synth/chair", nil) {
		t.Errorf("makesData: a script downloading into data/ makes ./data/synth/chair")
	}
	for v, ok := range map[string]bool{
		"data/coco": true, "./coco": true, "train.json": true, "coco": false, "org/name": false,
		"data/x/*.bin": false, "s3://b/x": false, "../data": false, "$DATA": false, "some/name": false, "data/coco/": true,
	} {
		if dataPathValue("--data_path", v) != ok {
			t.Errorf("dataPathValue(--data_path, %q) = %v, want %v", v, !ok, ok)
		}
	}
}
