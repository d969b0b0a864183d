package project

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// The data a training line reads is the user's (issue 39, held-out 4's
// shapes): a line whose data is on its authors' storage is not written as
// it stands.

// TestInitCloudDataIsTheUsers: the only training line streams its shards
// from the authors' bucket (`--train-data="pipe:aws s3 cp s3://.../{00000..00329}.tar -"`,
// `--dataset-manifest "s3://.../manifest.jsonl"`); init wrote it. Now
// refused, naming the value; a bucket the run syncs its output to
// (`--remote-sync s3://...`) is not data and is not named. Shapes:
// mlfoundations/open_clip (89fb801, README "Training with pre-trained
// language models") and mlfoundations/open_lm's MoE guide ("Train MoE").
func TestInitCloudDataIsTheUsers(t *testing.T) {
	for name, want := range map[string]string{
		"clip-pipe-s3":   "--train-data pipe:aws s3 cp s3://our-lab/cc3m/{00000..00329}.tar -",
		"lm-manifest-s3": "--dataset-manifest s3://our-west/rpj_tokenized/manifest.jsonl",
	} {
		_, err := Detect(filepath.Join("testdata", "userdata", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config {
			t.Errorf("%s: want a refusal naming %s, got %v", name, want, err)
			continue
		}
		msg, _, _ := strings.Cut(err.Error(), "give the whole line")
		if !strings.Contains(msg, want) || strings.Contains(msg, "--remote-sync") {
			t.Errorf("%s: the refusal should name %q and not --remote-sync:\n%v", name, want, err)
		}
	}
}

// TestInitScriptPlaceholdersAreTheUsers: the README runs a wrapper script
// that sets its own inputs to placeholders and passes them to the trainer
// (`DATA="path_to_data"` ... `--data_path $DATA`, overridable with
// `-d | --data`; `dataset_dir=path/to/sft/data/dir`, edited by hand); init
// wrote the bare `bash finetune/...sh`. Now refused, naming the variable,
// its line and the script's option; in a terminal the option is asked for
// and added to the line. Shapes: QwenLM/Qwen (2df8e8a,
// finetune/finetune_lora_single_gpu.sh) and ymcui/Chinese-LLaMA-Alpaca-3
// (scripts/training/run_sft.sh, "set its parameters first").
func TestInitScriptPlaceholdersAreTheUsers(t *testing.T) {
	for name, want := range map[string][]string{
		"script-data-option": {`DATA="path_to_data" (line 6), set with -d | --data`},
		"script-edit-first":  {`pretrained_model="path/to/hf/llama/dir/or/model_id" (line 3)`, `dataset_dir="path/to/sft/data/dir" (line 5)`},
	} {
		_, err := Detect(filepath.Join("testdata", "userdata", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config {
			t.Errorf("%s: want a refusal naming %q, got %v", name, want, err)
			continue
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: the refusal does not say %q:\n%v", name, w, err)
			}
		}
	}
	d, err := Detect(filepath.Join("testdata", "userdata", "script-data-option"), InitOptions{Ask: &scriptedAsk{}})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(d.Command, " "); got != "bash finetune/finetune_lora_single_gpu.sh -d x" {
		t.Errorf("in a terminal: command %q, want the script with -d and the answer", got)
	}
}
