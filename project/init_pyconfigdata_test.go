package project

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitPyConfigData: a Python config module the launched script imports
// defaults the data folder to an absolute path on the authors' machine
// (issue 39, held-out 15), which init wrote before.
//   - frcnn-class: a class attribute of a config object (voc_data_dir =
//     '/datasets/PASCAL2007/VOC2007/' in utils/config.py, opt = Config()),
//     shape: chenyuntc/simple-faster-rcnn-pytorch.
//   - face-dict: a dict(KEY = '/abs') entry (DATA_ROOT =
//     '/home/alice/...'), shape: ZhaoJ9014/face.evoLVe's config.py.
//   - seg-dataclass: a dataclass field default (dataset_path: str =
//     "/mnt/shared/cityscapes") in a package module run with python -m.
func TestInitPyConfigData(t *testing.T) {
	for name, want := range map[string][]string{
		"frcnn-class":   {"utils/config.py line 4", "voc_data_dir", "/datasets/PASCAL2007/VOC2007/"},
		"face-dict":     {"config.py line 6", "DATA_ROOT", "/home/alice/Projects/face-zoo/data"},
		"seg-dataclass": {"seg/settings.py line 6", "dataset_path", "/mnt/shared/cityscapes"},
	} {
		_, err := Detect(filepath.Join("testdata", "pyconfigdata", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config {
			t.Errorf("%s: want a refusal naming %q, got %v", name, want, err)
			continue
		}
		for _, w := range append(want, "authors' machine", "--command") {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: the refusal should name %q:\n%v", name, w, err)
			}
		}
		if strings.Contains(err.Error(), "MODEL_ROOT") {
			t.Errorf("%s: a model folder is no data:\n%v", name, err)
		}
	}
}

// TestInitPyConfigDataNearMisses: written. A data root under a system
// folder (/tmp/cache/mnist, downloaded on the first run), a relative data
// root, and a config default the documented line sets (--voc-data-dir=).
func TestInitPyConfigDataNearMisses(t *testing.T) {
	for _, name := range []string{"nm-syscache", "nm-relative", "nm-overridden"} {
		d, err := Detect(filepath.Join("testdata", "pyconfigdata", name), InitOptions{})
		if err != nil {
			t.Errorf("%s: want it written, got %v", name, err)
			continue
		}
		if len(d.Command) == 0 {
			t.Errorf("%s: no command", name)
		}
	}
}
