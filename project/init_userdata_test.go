package project

import (
	"errors"
	"os"
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

// TestInitOutputFromAConfigsLogDir: the trainer config names its folder
// only as log_dir ("Models/LJSpeech"; the trainer saves its checkpoints
// there, beside its logs); init found no output and kept ./output. Now the
// config's log_dir is read last, after every other source. Shapes:
// yl4579/StyleTTS2 (5cedc71, Configs/config.yml) and yl4579/StarGANv2-VC
// (Configs/config.yml, log_dir: "Models/VCTK20").
func TestInitOutputFromAConfigsLogDir(t *testing.T) {
	for _, name := range []string{"logdir-vc", "logdir-tts"} {
		d, err := Detect(filepath.Join("testdata", "userdata", name), InitOptions{})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if d.Volumes.Output != "./Models" {
			t.Errorf("%s: output %q, want ./Models (log_dir in Configs/config.yml)", name, d.Volumes.Output)
		}
	}
}

// TestInitConfigDataOnTheAuthorsMachine: the config the command names
// reads its data from a folder on the authors' machine
// (root_path: "/local/LJSpeech-1.1/wavs", corpus_path:
// "/home/ming/Data/LJSpeech-1.1"): the user downloads the corpus and points
// the key at it. init wrote the line. Now refused, naming the file and
// key. A placeholder folder (/path/to/images) stays the user's to fill on
// the data mount (the corpus's ai-toolkit answer). Shapes: yl4579/StyleTTS2
// (5cedc71, Configs/config.yml) and ming024/FastSpeech2
// (config/LJSpeech/preprocess.yaml).
func TestInitConfigDataOnTheAuthorsMachine(t *testing.T) {
	for name, want := range map[string]string{
		"absdata-tts": `Configs/config.yml leaves values to you: root_path: "/local/LJSpeech-1.1/wavs" (data on the authors' machine`,
		"absdata-fs2": `config/LJSpeech/preprocess.yaml leaves values to you: corpus_path: "/home/ming/Data/LJSpeech-1.1" (data on the authors' machine`,
	} {
		_, err := Detect(filepath.Join("testdata", "userdata", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: want a refusal saying %q, got %v", name, want, err)
		}
	}
	// The user's own command names the file: its paths are the user's.
	if _, err := Detect(filepath.Join("testdata", "userdata", "absdata-tts"), InitOptions{Command: "accelerate launch train_first.py --config_path ./Configs/config.yml"}); err != nil {
		t.Errorf("with --command: %v", err)
	}
	for _, c := range []struct{ key, val string }{
		{"folder_path", `"/path/to/images/folder"`}, // a placeholder: the data mount's
		{"output_dir", `"/local/runs"`},             // where it writes
		{"cache_dir", `"/tmp/cache"`},
		{"data_path", `"data/train.json"`}, // in the repository
	} {
		if authorsData(c.key, c.val, "") {
			t.Errorf("%s: %s read as data on the authors' machine", c.key, c.val)
		}
	}
}

// TestInitReadmeDataLineOutweighsAWrapper: the README's training line
// needs the user's data (`main.py --coco_path /path/to/coco`,
// `main_moco.py --data /path/to/imagenet`, options with no default) and a
// Detectron2 wrapper in a subfolder, shown in that folder's README, names
// no placeholder; init wrote the wrapper's line. Now the command stays
// under the bar and the refusal names the README's line and its value.
// `python -m torch.distributed.launch --use_env main.py` is read as the
// launcher's flag before the script (it hid the line). Shapes:
// facebookresearch/detr (29901c5, d2/) and facebookresearch/moco
// (detection/).
func TestInitReadmeDataLineOutweighsAWrapper(t *testing.T) {
	for name, want := range map[string]string{
		"rival-d2":        "the README's training line (README.md:15 (section \"Training\")) needs --coco_path /path/to/coco",
		"rival-detection": "needs --data /path/to/imagenet: train_net, shown in detection/README.md",
	} {
		_, err := Detect(filepath.Join("testdata", "userdata", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: want a refusal saying %q, got %v", name, want, err)
		}
	}
}

// TestInitUnsetVariableIsTheUsers: the README's training line passes
// `--base_model_path $TARGET_FOLDER/ --data_path $DATA_PATH/x.json` (or
// `--data_path ${IMAGENET_DIR}`), variables no documented line or script
// sets; the entry point declares defaults for both, so init dropped the
// options and wrote the rest. Now a `$VAR` left open is the user's value:
// refused without a terminal naming the option and the variable, asked for
// in one, never dropped; the line's `cd` stays train.cwd. Shapes:
// OpenGVLab/LLaMA-Adapter (521a09d, README "Training", gated weights and
// downloaded data) and facebookresearch/mae (PRETRAIN.md, the user's
// ImageNet).
func TestInitUnsetVariableIsTheUsers(t *testing.T) {
	for name, want := range map[string][]string{
		"unsetvar-adapter": {"--base_model_path ${TARGET_FOLDER}/", "--data_path ${DATA_PATH}/instructions.json"},
		"unsetvar-mae":     {"--data_path ${IMAGENET_DIR}"},
	} {
		_, err := Detect(filepath.Join("testdata", "userdata", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config {
			t.Errorf("%s: want a refusal naming %q, got %v", name, want, err)
			continue
		}
		msg, _, _ := strings.Cut(err.Error(), "give the whole line")
		for _, w := range want {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: the refusal does not name %q:\n%v", name, w, err)
			}
		}
	}
	d, err := Detect(filepath.Join("testdata", "userdata", "unsetvar-adapter"), InitOptions{Ask: &scriptedAsk{}})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(d.Command, " ")
	if !strings.Contains(got, "--base_model_path x") || !strings.Contains(got, "--data_path x") || d.Cwd != "adapter_v1" {
		t.Errorf("in a terminal: command %q from %q, want both options answered, from adapter_v1", got, d.Cwd)
	}
}

// TestInitScriptDataIsTheUsers: only a subfolder's README documents
// training, as `bash train.sh` run from that folder; the script reads
// AdvertiseGen/train.json, which the README says to download and unpack
// there. init wrote `bash train.sh`-like lines from the root, where the
// script is not, and on data the repository does not ship. Now refused,
// naming the options and files; with the data in place, the line runs
// from the README's folder (train.cwd). Shapes: THUDM/ChatGLM-6B (401bf3a,
// ptuning/README.md and train.sh) and THUDM/ChatGLM2-6B (ptuning/train.sh
// under torchrun).
func TestInitScriptDataIsTheUsers(t *testing.T) {
	for _, name := range []string{"scriptdata-ptuning", "scriptdata-torchrun"} {
		_, err := Detect(filepath.Join("testdata", "userdata", name), InitOptions{})
		var e *errdefs.Error
		want := "--train_file AdvertiseGen/train.json, --validation_file AdvertiseGen/dev.json"
		if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "ptuning/README.md") {
			t.Errorf("%s: want a refusal naming %q and the README, got %v", name, want, err)
			continue
		}
		dir := copyTree(t, filepath.Join("testdata", "userdata", name))
		data := filepath.Join(dir, "ptuning", "AdvertiseGen")
		if err := os.MkdirAll(data, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"train.json", "dev.json"} {
			if err := os.WriteFile(filepath.Join(data, f), []byte("{}\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		d, err := Detect(dir, InitOptions{})
		if err != nil {
			t.Errorf("%s with the data: %v", name, err)
			continue
		}
		if got := strings.Join(d.Command, " "); got != "bash train.sh" || d.Cwd != "ptuning" {
			t.Errorf("%s with the data: command %q from %q, want bash train.sh from ptuning", name, got, d.Cwd)
		}
	}
}
