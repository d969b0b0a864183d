package project

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// finetuneByPosition is a trainer that takes its data folder, model and
// config as positional arguments and reads the folder with
// load_dataset(data_dir, data_files=...): the shape of a GLM-4
// finetune/finetune.py and a ChatGLM3 finetune_demo/finetune_hf.py.
const finetuneByPosition = `import typer
from datasets import load_dataset

app = typer.Typer()

def _load(data_dir, data_files):
    return load_dataset(data_dir, data_files=data_files, split=None)

@app.command()
def main(data_dir: str, model_dir: str, config_file: str):
    _load(data_dir, {"train": "train.jsonl"})

if __name__ == "__main__":
    app()
`

// TestInitPositionalDataFolderRefused: a documented line whose positional
// argument is a data folder the checkout lacks, that nothing in the
// repository makes or downloads, is refused (the burden of proof is on
// the data), naming the value; the same line over a folder the checkout
// ships is written, and so is one whose trainer loads a hub dataset by
// name.
func TestInitPositionalDataFolderRefused(t *testing.T) {
	withEvidenceBars(t)
	shapes := map[string]map[string]string{
		"subfolder trainer": {
			"README.md":                  "## Fine-tuning\n\n```shell\ncd finetune\npython finetune.py data/AdvertiseGen/ THUDM/glm-4-9b configs/lora.yaml\n```\n",
			"finetune/finetune.py":       finetuneByPosition,
			"finetune/configs/lora.yaml": "data_config:\n  train_file: train.jsonl\noutput_dir: ./output\n",
			"finetune/requirements.txt":  "datasets\n",
			"requirements.txt":           "torch>=2.3\n",
		},
		"root trainer": {
			"README.md":         "## Fine-tune\n\n```bash\npython finetune_hf.py data/AdvertiseGen_fix THUDM/chatglm3-6b configs/lora.yaml\n```\n",
			"finetune_hf.py":    finetuneByPosition,
			"configs/lora.yaml": "data_config:\n  train_file: train.json\noutput_dir: ./output\n",
			"requirements.txt":  "datasets\ntorch>=2.3\n",
		},
	}
	for name, files := range shapes {
		t.Run(name, func(t *testing.T) {
			_, err := Detect(writeRepo(t, files), InitOptions{KnownProfiles: profiles.Builtin().Names()})
			var e *errdefs.Error
			if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), "a path the repository does not have") {
				t.Fatalf("want a refusal naming the missing data, got %v", err)
			}
		})
	}
	t.Run("shipped folder", func(t *testing.T) {
		files := shapes["root trainer"]
		files["data/AdvertiseGen_fix/train.json"] = "{}\n"
		if _, err := Detect(writeRepo(t, files), InitOptions{KnownProfiles: profiles.Builtin().Names()}); err != nil && strings.Contains(err.Error(), "AdvertiseGen") {
			t.Fatalf("the folder is in the checkout: %v", err)
		}
		delete(files, "data/AdvertiseGen_fix/train.json")
	})
	t.Run("hub dataset by name", func(t *testing.T) {
		files := map[string]string{}
		for k, v := range shapes["root trainer"] {
			files[k] = v
		}
		files["finetune_hf.py"] = strings.Replace(finetuneByPosition, "load_dataset(data_dir, data_files=data_files, split=None)", `load_dataset("tatsu-lab/alpaca", split="train")`, 1)
		if _, err := Detect(writeRepo(t, files), InitOptions{KnownProfiles: profiles.Builtin().Names()}); err != nil && strings.Contains(err.Error(), "a path the repository does not have") {
			t.Fatalf("the trainer downloads a hub dataset by name: %v", err)
		}
	})
}
