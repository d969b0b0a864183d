package project

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitConfigWhoseDataDownloads: the config the line names reads data
// the user fetches by hand, and another config of the same trainer
// trains on data a dataset class of the repository downloads: the
// refusal names both, and the line that trains with the other one.
// Shapes: open-mmlab/mmpretrain (an ImageNet config and a CIFAR-10 one
// through _base_ lists, CIFAR10 in clskit/datasets/cifar.py calling
// download_and_extract_archive) and mmclassification 0.x (inline
// data = dict(train=dict(type=dataset_type, data_prefix='data/mnist')) in
// configs/lenet/lenet5_mnist.py).
func TestInitConfigWhoseDataDownloads(t *testing.T) {
	for name, alt := range map[string]string{
		"mmcls-cifar":  "configs/resnet/resnet18_8xb16_cifar10.py",
		"mmcls0-mnist": "configs/lenet/lenet5_mnist.py",
	} {
		_, err := Detect(filepath.Join("testdata", "converter", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config {
			t.Errorf("%s: want a refusal naming data/imagenet and %s, got %v", name, alt, err)
			continue
		}
		for _, w := range []string{"data/imagenet", alt + ", a config of the same trainer", "--command 'python tools/train.py " + alt + "'"} {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: the refusal should name %q:\n%v", name, w, err)
			}
		}
	}
}

// TestInitConfigWhoseDataDownloadsPrecision: a CIFAR config that does
// not train (train_cfg = None: a zero-shot evaluation, mmpretrain's CLIP
// configs) is not named, nor is any config when there is none
// (mmcls-odl).
func TestInitConfigWhoseDataDownloadsPrecision(t *testing.T) {
	for _, name := range []string{"mmcls-zeroshot", "mmcls-odl"} {
		_, err := Detect(filepath.Join("testdata", "converter", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), "data/imagenet") || strings.Contains(err.Error(), "a config of the same trainer") {
			t.Errorf("%s: want the refusal naming data/imagenet and no other config, got %v", name, err)
		}
	}
	if !trainsChain([]string{"optim_wrapper = dict()\ntrain_cfg = dict(max_epochs=5)\n"}) || trainsChain([]string{"optim_wrapper = dict()\nmax_epochs = 5\ntrain_cfg = None\n"}) || trainsChain([]string{"dataset_type = 'CIFAR10'\n"}) {
		t.Errorf("trainsChain: an optimizer and a length train; train_cfg = None or a dataset file alone does not")
	}
}
