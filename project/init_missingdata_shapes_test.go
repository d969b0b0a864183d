package project

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitMissingDataOptionAndShards: BasicSR-family option files read
// their data from dataroot_gt (shapes: xinntao/Real-ESRGAN's
// options/train_realesrnet_x4plus.yml with docs/Training.md's "We use
// DF2K ... You can download from:", TencentARC/GFPGAN's
// options/train_gfpgan_v1.yml with FFHQ), and webdataset configs from a
// shard pattern (shapes: bytedance/1d-tokenizer's
// train_shards_path_or_url, a MaskGIT/open-muse-style data.shards) whose
// shards the README has the user build. Refused, naming key and folder.
func TestInitMissingDataOptionAndShards(t *testing.T) {
	for name, want := range map[string][]string{
		"basicsr-df2k": {"dataroot_gt = datasets/DF2K/DF2K_HR_sub", "options/train_x4.yml", "docs/Training.md"},
		"basicsr-ffhq": {"dataroot_gt = datasets/ffhq/ffhq_512", "options/train_faces.yml"},
		"wds-imagenet": {"train_shards_path_or_url = imagenet_sharded/train", "configs/train.yaml"},
		"laion-shards": {"shards = laion_shards", "configs/mim.yaml"},
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

// TestInitMissingDataOptionMade: near misses, written: the same
// BasicSR-style option whose DF2K a script of the repository downloads
// (scripts/download_datasets.py), and the same shards a download script
// fetches (scripts/download_shards.sh).
func TestInitMissingDataOptionMade(t *testing.T) {
	for _, name := range []string{"basicsr-downloaded", "wds-made"} {
		d, err := Detect(filepath.Join("testdata", "missingdata", name), InitOptions{})
		if err != nil || len(d.Command) == 0 {
			t.Errorf("%s: want it written, got %q, %v", name, d.Command, err)
		}
	}
}

// TestShardFolderAndNamesAny: a shard pattern's folder; a fetch line names
// data only as a name of its own (DF2K_HR.zip, coco2017), not inside a
// weight file's name (DF2KOST).
func TestShardFolderAndNamesAny(t *testing.T) {
	for v, want := range map[string]string{
		"imagenet_sharded/train/imagenet-train-{0000..0252}.tar": "imagenet_sharded/train",
		"laion_shards/{00000..01023}.tar":                        "laion_shards",
		"data/{train,val}.jsonl":                                 "data/{train,val}.jsonl",
	} {
		if got, _ := shardFolder(v); got != want {
			t.Errorf("shardFolder(%q) = %q, want %q", v, got, want)
		}
	}
	if !namesAny("wget x/DF2K_HR.zip", []string{"df2k"}) || !namesAny("wget x/coco2017.zip", []string{"coco"}) || namesAny("wget x/ESRGAN_DF2KOST.pth", []string{"df2k"}) {
		t.Errorf("namesAny: DF2K_HR and coco2017 name the data, DF2KOST does not")
	}
}
