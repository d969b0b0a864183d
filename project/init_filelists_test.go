package project

import (
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitTrainingFileLists: the VITS family's config keys for its file
// lists (training_files, validation_files) name the data the trainer
// reads. A list the checkout lacks, that a prepare script writes from the
// user's own audio, is the user's data: refused, naming the key. Shapes:
// held-out 29's whisper-vits-svc (PlayVoice/whisper-vits-svc:
// configs/base.yaml's training_files: "files/train.txt", written by
// prepare/preprocess_train.py from ./data_svc, which the user fills from
// dataset_raw; init wrote its command): no script makes the list but
// from data the checkout lacks, and a URL in a preprocessing script's
// comment (a pip mirror) is no download of the data. The bars are on,
// as users get init. Precision: a trainer shaped like jaywalnut310/vits,
// whose lists ship, is not refused for its data.
func TestInitTrainingFileLists(t *testing.T) {
	withEvidenceBars(t) // a data path nothing provides is refused under the bars (refuseUnprovided)
	opts := InitOptions{KnownProfiles: profiles.Builtin().Names(), Output: "chkpt"}
	trainer := "import argparse\nimport torch\np = argparse.ArgumentParser()\np.add_argument('-c', '--config', type=str, required=True)\np.add_argument('-n', '--name', type=str, required=True)\nargs = p.parse_args()\ntorch.save({}, 'chkpt/' + args.name + '.pt')\n"
	for _, tc := range []struct {
		name  string
		files map[string]string
	}{
		{"svc, lists from the user's audio", map[string]string{
			"README.md":                   "# svc\n\n## Dataset\n\nPut the dataset into the `dataset_raw` directory, one folder per speaker.\n\n## Preprocess\n\n```\npython prepare/preprocess_cdc.py -i dataset_raw -o ./data_svc/waves-32k\npython prepare/preprocess_train.py\n```\n\n## Train\n\n```\npython svc_trainer.py -c configs/base.yaml -n sovits5.0\n```\n",
			"requirements.txt":            "torch\n",
			"configs/base.yaml":           "train:\n  seed: 1234\n  epochs: 10000\n  learning_rate: 5e-5\n  batch_size: 8\ndata:\n  training_files: \"files/train.txt\"\n  validation_files: \"files/valid.txt\"\n  sampling_rate: 32000\nmodel:\n  hidden_channels: 192\nlog:\n  pth_dir: \"chkpt\"\n",
			"svc_trainer.py":              trainer,
			"prepare/preprocess_cdc.py":   "import argparse\nimport os\n# torch=1.9.0 -> pip install torchaudio==0.9.0 -i https://mirrors.example.com/pypi/simple/\np = argparse.ArgumentParser()\np.add_argument('-i', dest='inPath', required=True)\nargs = p.parse_args()\nfiles = [f for f in os.listdir(args.inPath) if f.endswith('.wav')]\n",
			"prepare/preprocess_train.py": "import os\nos.makedirs('./files/', exist_ok=True)\nfor spk in os.listdir('./data_svc/waves-32k/'):\n    pass\n",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Detect(writeRepo(t, tc.files), opts)
			if err == nil || !strings.Contains(err.Error(), "training_files") {
				t.Fatalf("err %v, want the missing training_files list refused", err)
			}
		})
	}
	t.Run("vits, lists shipped", func(t *testing.T) {
		d, err := Detect(writeRepo(t, map[string]string{
			"README.md":               "# vits\n\n## Training\n\n```\npython svc_trainer.py -c configs/ljs_base.json -n ljs_base\n```\n",
			"requirements.txt":        "torch\n",
			"configs/ljs_base.json":   "{\"train\": {\"seed\": 1234, \"epochs\": 20000, \"learning_rate\": 0.0002, \"batch_size\": 64}, \"data\": {\"training_files\": \"filelists/ljs_train.txt\", \"validation_files\": \"filelists/ljs_val.txt\", \"sampling_rate\": 22050}, \"model\": {\"hidden_channels\": 192}}\n",
			"filelists/ljs_train.txt": "DUMMY1/LJ001-0001.wav|Printing.\n",
			"filelists/ljs_val.txt":   "DUMMY1/LJ001-0002.wav|In being.\n",
			"svc_trainer.py":          trainer,
		}), opts)
		if err != nil && strings.Contains(err.Error(), "training_files") {
			t.Fatalf("refused for shipped lists: %v (command %q)", err, d.Command)
		}
	})
}
