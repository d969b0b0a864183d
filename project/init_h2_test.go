package project

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/reposcan"
)

// detectH2 runs init without a terminal on a written repository.
func detectH2(t *testing.T, files map[string]string) (*Detection, error) {
	t.Helper()
	return Detect(writeRepo(t, files), InitOptions{KnownProfiles: profiles.Builtin().Names()})
}

// hfTrainer is an argparse trainer with a few options.
const hfTrainer = "import argparse\np=argparse.ArgumentParser()\np.add_argument('--model', default='bert')\np.add_argument('--train_file')\np.add_argument('--output_dir', default='out')\np.add_argument('--fp16', action='store_true')\nif __name__ == '__main__':\n    p.parse_args()\n"

// TestInitWrapperPassThroughEmpty: a wrapper script's training line ending
// in "$@" that no documented run gives arguments (SimCSE's
// run_unsup_example.sh, which the README only names; a README's bare
// `bash scripts/finetune.sh`, as ChatGLM-6B's ptuning/train.sh is run) is
// written without it: "$@" expands to nothing.
func TestInitWrapperPassThroughEmpty(t *testing.T) {
	line := "python train.py \\\n  --model bert \\\n  --train_file data/wiki.txt \\\n  --output_dir result/unsup \\\n  --fp16 \\\n  \"$@\"\n"
	cases := []struct{ name, script, readme string }{
		{"named in prose", "run_unsup_example.sh", "# SimCSE-like\n## Training\nIn `run_unsup_example.sh` we provide a single-GPU example. It calls `train.py`.\n"},
		{"run bare", "scripts/finetune.sh", "# Tuner\n## Training\n```bash\nbash scripts/finetune.sh\n```\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := detectH2(t, map[string]string{
				"train.py":         hfTrainer,
				"data/wiki.txt":    "a sentence\n",
				c.script:           "#!/bin/bash\n# an example\n" + line,
				"README.md":        c.readme,
				"requirements.txt": "torch\n",
			})
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if slices.ContainsFunc(d.Command, func(w string) bool { return strings.Contains(w, "@") }) {
				t.Errorf("command %q keeps the pass-through", d.Command)
			}
		})
	}
}

// TestPassesArgs: a documented run that gives the script words after its
// name passes arguments through "$@" (pytorch-image-models'
// `./distributed_train.sh 4 --data-dir ...`); prose naming the script, a
// bare run or a redirect does not.
func TestPassesArgs(t *testing.T) {
	cases := []struct {
		text, script string
		want         bool
	}{
		{"./distributed_train.sh 4 --data-dir /data/imagenet --model resnet50", "distributed_train.sh", true},
		{"CUDA_VISIBLE_DEVICES=0 bash scripts/run.sh --epochs 3", "scripts/run.sh", true},
		{"bash scripts/run.sh \\", "scripts/run.sh", true},
		{"bash scripts/run.sh", "scripts/run.sh", false},
		{"In `run.sh`, we provide a single-GPU example", "scripts/run.sh", false},
		{"bash run.sh > train.log 2>&1", "scripts/run.sh", false},
		{"$ sh run.sh && echo done", "scripts/run.sh", false},
		{"bash other_run.sh --lr 1", "scripts/run.sh", false},
	}
	for _, c := range cases {
		if got := passesArgs(c.text, c.script); got != c.want {
			t.Errorf("passesArgs(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestInitWrapperPassThroughKept: the pass-through stays a question when
// the documentation runs the script with arguments, or the script reads
// its own ($1, shift: pytorch-image-models' distributed_train.sh).
func TestInitWrapperPassThroughKept(t *testing.T) {
	cases := []struct{ name, script, readme string }{
		{"documented with arguments", "python train.py --fp16 \"$@\"\n", "## Training\n```\nbash run.sh --train_file /data/mine.txt\n```\nIn `run.sh` the example.\n"},
		{"reads its own arguments", "NUM_PROC=$1\nshift\ntorchrun --nproc_per_node=$NUM_PROC train.py --fp16 \"$@\"\n", "## Training\nIn `run.sh` the example.\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := &Detection{}
			dir := writeRepo(t, map[string]string{"train.py": hfTrainer, "run.sh": c.script, "README.md": c.readme})
			f, err := reposcan.Scan(dir)
			if err != nil {
				t.Fatal(err)
			}
			d.findings = f
			cand := &reposcan.Candidate{Source: reposcan.Source{Kind: reposcan.FromShell, File: "run.sh"}}
			if d.emptyPassThrough(cand, `${@}`) {
				t.Errorf("pass-through left out")
			}
		})
	}
}

// videoTrainer declares its data option with a stand-in default, as
// VideoMAE's run_mae_pretraining.py does ('/path/to/list_kinetics-400').
const videoTrainer = "import argparse\np=argparse.ArgumentParser()\np.add_argument('--data_path', default='/path/to/list_kinetics-400', type=str)\np.add_argument('--output_dir', default='')\np.add_argument('--epochs', default=800, type=int)\nif __name__ == '__main__':\n    p.parse_args()\n"

// TestInitStandInVariableRefused: a line that reads its data from a
// variable set to a stand-in just above it (DATA_PATH='YOUR_PATH/...',
// then --data_path ${DATA_PATH}) is refused, naming the variable, even
// when the entry point has a default, since that default is a stand-in
// too. Shapes: VideoMAE's scripts/ssv2/.../pretrain.sh (the line inside a
// script) and its PRETRAIN.md block (the variables set in the document).
func TestInitStandInVariableRefused(t *testing.T) {
	block := "OUTPUT_DIR='YOUR_PATH/ssv2_pretrain_e800'\nDATA_PATH='YOUR_PATH/list_ssv2/train.csv'\n\nOMP_NUM_THREADS=1 python -m torch.distributed.launch --nproc_per_node=8 \\\n    run_pretraining.py \\\n    --data_path ${DATA_PATH} \\\n    --epochs 801 \\\n    --output_dir ${OUTPUT_DIR}\n"
	cases := []struct {
		name  string
		files map[string]string
	}{
		{"in a script", map[string]string{"scripts/ssv2/pretrain.sh": "# Set the path to save checkpoints\n" + block, "README.md": "# Video\nSee the scripts in scripts/ssv2 for pre-training.\n"}},
		{"in a document", map[string]string{"README.md": "# Video\n## Pre-training\nSee PRETRAIN.md.\n", "PRETRAIN.md": "# Pre-training\n## Training\nTo pre-train on SSv2 run\n```bash\n" + block + "```\n"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.files["run_pretraining.py"] = videoTrainer
			_, err := detectH2(t, c.files)
			if err == nil || !strings.Contains(err.Error(), "DATA_PATH") {
				t.Fatalf("want a refusal naming DATA_PATH, got %v", err)
			}
		})
	}
}

// TestInitRealDefaultDropped: the precision case: a placeholder option
// whose default is a real value of the repository is left out, the
// default applies, and the line is written.
func TestInitRealDefaultDropped(t *testing.T) {
	trainer := strings.Replace(videoTrainer, "/path/to/list_kinetics-400", "data/list/train.csv", 1)
	d, err := detectH2(t, map[string]string{
		"run_pretraining.py":  trainer,
		"data/list/train.csv": "a.mp4 0\n",
		"README.md":           "# Video\n## Training\n```bash\npython run_pretraining.py --data_path <your data> --epochs 801\n```\n",
	})
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	if slices.Contains(d.Command, "--data_path") {
		t.Errorf("command %q keeps the defaulted option", d.Command)
	}
}

// bertTrainer takes its corpus and vocab by short flags, as
// BERT-pytorch's __main__.py does (-c --train_dataset, -v --vocab_path).
const bertTrainer = "import argparse\np=argparse.ArgumentParser()\np.add_argument('-c', '--train_dataset', required=True, type=str)\np.add_argument('-v', '--vocab_path', required=True, type=str)\np.add_argument('-o', '--output_path', required=True, type=str)\nif __name__ == '__main__':\n    p.parse_args()\n"

const vocabBuilder = "import argparse\np=argparse.ArgumentParser()\np.add_argument('-c', '--corpus_path', required=True)\np.add_argument('-o', '--output_path', required=True)\nif __name__ == '__main__':\n    p.parse_args()\n"

// TestInitUserPreparedData: a data path the checkout lacks that a
// document has the user prepare ("0. Prepare your corpus",
// BERT-pytorch's Quickstart; "Prepare your poems ... in data/poems",
// as char-rnn-style READMEs have the user put their own text) is refused,
// naming the option and the document; the vocab an earlier documented
// step makes from it is not what is asked for.
func TestInitUserPreparedData(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string
		key   string
	}{
		{"corpus by a short flag", map[string]string{
			"train.py": bertTrainer, "build_vocab.py": vocabBuilder,
			"README.md": "# BERT\n## Quickstart\n### 0. Prepare your corpus\n```\nWelcome to the \\t the jungle\n```\n### 1. Building vocab based on your corpus\n```shell\npython build_vocab.py -c data/corpus.small -o data/vocab.small\n```\n### 2. Train your own BERT model\n```shell\npython train.py -c data/corpus.small -v data/vocab.small -o output/bert.model\n```\n",
		}, "data/corpus.small"},
		{"own text", map[string]string{
			"train.py":  hfTrainer,
			"README.md": "# Poet\n## Data\nPrepare your poems, one per line, in data/poems/train.txt.\n## Training\n```\npython train.py --train_file data/poems/train.txt --output_dir out\n```\n",
		}, "data/poems/train.txt"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := detectH2(t, c.files)
			if err == nil || !strings.Contains(err.Error(), c.key) || !strings.Contains(err.Error(), "README.md") {
				t.Fatalf("want a refusal naming %s and README.md, got %v", c.key, err)
			}
		})
	}
}

// TestInitUserPreparedPrecision: the same README with the corpus in the
// checkout is written; prose that says "train your own model" with data
// the checkout lacks and no document having the user make it is not this
// rule's refusal.
func TestInitUserPreparedPrecision(t *testing.T) {
	readme := "# BERT\n## Quickstart\n### 0. Prepare your corpus\n### 2. Train your own BERT model\n```shell\npython train.py -c data/corpus.small -v data/vocab.small -o output/bert.model\n```\n"
	d, err := detectH2(t, map[string]string{"train.py": bertTrainer, "data/corpus.small": "a\tb\n", "data/vocab.small": "x\n", "README.md": readme})
	if err != nil {
		t.Fatalf("refused with the corpus shipped: %v", err)
	}
	if !slices.Contains(d.Command, "data/corpus.small") {
		t.Errorf("command %q", d.Command)
	}
	own := strings.Replace(readme, "### 0. Prepare your corpus\n", "", 1)
	if _, err := detectH2(t, map[string]string{"train.py": bertTrainer, "README.md": own}); err != nil && strings.Contains(err.Error(), "has the user prepare") {
		t.Errorf("refused without a document having the user prepare it: %v", err)
	}
}

// TestInitFittedCountNamesItsFile: a process count fitted on a documented
// line says the file and line it is written in, with the key (VideoMAE's
// PRETRAIN.md `--nproc_per_node=8 --nnodes=8`, a README's `torchrun
// --nproc_per_node=8`); a line given with --command names no file.
func TestInitFittedCountNamesItsFile(t *testing.T) {
	cases := []struct{ name, doc, text, want string }{
		{"other document", "PRETRAIN.md", "# Pre-training\n## Training\n```bash\npython -m torch.distributed.launch --nproc_per_node=8 --nnodes=8 --node_rank=0 train.py --train_file data/wiki.txt\n```\n", "PRETRAIN.md"},
		{"readme", "README.md", "# T\n## Training\n```bash\ntorchrun --nproc_per_node=8 train.py --train_file data/wiki.txt\n```\n", "README.md line"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{"train.py": hfTrainer, "data/wiki.txt": "a\n", c.doc: c.text}
			if c.doc != "README.md" {
				files["README.md"] = "# T\nSee PRETRAIN.md for training.\n"
			}
			d, _ := detectAndRender(t, writeRepo(t, files), InitOptions{})
			if !strings.Contains(d.Fitted, c.want) || !strings.Contains(d.Fitted, "--nproc_per_node=8") {
				t.Errorf("fitted %q, want it to name %s and the key", d.Fitted, c.want)
			}
		})
	}
	d, _ := detectAndRender(t, writeRepo(t, map[string]string{"train.py": hfTrainer, "README.md": "# T\n"}),
		InitOptions{Command: "torchrun --nproc_per_node=8 train.py --fp16"})
	if strings.Contains(d.Fitted, "as documented") {
		t.Errorf("fitted %q names a document for a given line", d.Fitted)
	}
}
