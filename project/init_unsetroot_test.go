package project

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitUnsetDataRoot: a dataset module the trainer imports that sets
// its data folder to None and asserts it is not (`SHAPENET_DATASET_ROOT =
// None # Change this to your data directory` / `assert
// SHAPENET_DATASET_ROOT is not None, "Update the location..."`,
// splatter-image-like, two imports below the entry point; a human-body
// fork's `HUMMAN_DATASET_ROOT = None` beside a cache folder) stops the
// trainer at import until the user edits it: refused, naming file, line
// and name. Precision: an output folder so set, and a data root set to
// None that the code fills from an option later (no assert), are not.
func TestInitUnsetDataRoot(t *testing.T) {
	withEvidenceBars(t)
	train := "import torch\nfrom scene.dataset_factory import get_dataset\nds = get_dataset('cars')\ntorch.save({}, 'experiments_out/model.pth')\n"
	factory := "from .srn import SRNDataset\ndef get_dataset(name):\n    return SRNDataset(name)\n"
	for _, c := range []struct {
		name, module, want string
	}{
		{"asserted data root", "import os\nSHAPENET_DATASET_ROOT = None # Change this to your data directory\nassert SHAPENET_DATASET_ROOT is not None, \"Update the location of the SRN Shapenet Dataset\"\nclass SRNDataset:\n    def __init__(self, name):\n        self.base = os.path.join(SHAPENET_DATASET_ROOT, name)\n", "scene/srn.py:2 SHAPENET_DATASET_ROOT = None"},
		{"beside a cache folder", "import os\nHUMMAN_DATASET_ROOT = None # Change this to your data directory\nassert HUMMAN_DATASET_ROOT is not None, \"Update the location of the Humman Dataset\"\nCACHE_DIR = os.path.join(os.environ.get('HOME'), '.cache')\nclass SRNDataset:\n    def __init__(self, name):\n        self.base = HUMMAN_DATASET_ROOT\n", "scene/srn.py:2 HUMMAN_DATASET_ROOT = None"},
		{"an output folder", "OUTPUT_ROOT = None\nassert OUTPUT_ROOT is not None\nclass SRNDataset:\n    def __init__(self, name):\n        self.name = name\n", ""},
		{"filled from an option", "DATA_ROOT = None\ndef set_root(r):\n    global DATA_ROOT\n    DATA_ROOT = r\nclass SRNDataset:\n    def __init__(self, name):\n        self.name = name\n", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{
				"README.md":                "# Splat\n\n## Training\n\n```\npython train_network.py +dataset=cars\n```\n",
				"train_network.py":         train,
				"scene/__init__.py":        "",
				"scene/dataset_factory.py": factory,
				"scene/srn.py":             c.module,
				"requirements.txt":         "torch\n",
			}
			_, err := Detect(writeRepo(t, files), InitOptions{Profiles: []string{"cpu"}})
			var e *errdefs.Error
			hit := errors.As(err, &e) && strings.Contains(e.Msg, "folders the code leaves to you")
			if c.want == "" {
				if hit {
					t.Errorf("refused: %v", err)
				}
				return
			}
			if !hit || !strings.Contains(e.Msg, c.want) || e.Code != errdefs.Config {
				t.Errorf("want a refusal naming %s, got %v", c.want, err)
			}
		})
	}
}
