package project

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// TestInitGatedBaseModelIsTheUsers: a training line that starts from a
// gated Hugging Face model is refused, naming the id and the way out: a
// wrapper script's BASE_MODEL=meta-llama/... (shape: GraphPKU/PiSSA's
// scripts/*/run_pissa.sh) and an alpaca-style `--base_model
// 'meta-llama/...'` or Gemma line (shape: tloen/alpaca-lora's finetune.py
// README line). Precision: the same line with an open model (Qwen) is
// written, and so is the gated line when the README itself tells the user
// to get a token and log in (shape: ostris/ai-toolkit's FLUX.1-dev
// setup), or when the trainer is a module of the repository's package and
// the model the README's example argument (shape: OpenRLHF's `deepspeed
// --module openrlhf.cli.train_sft --model.model_name_or_path
// meta-llama/Meta-Llama-3-8B`), with a CHECK line.
func TestInitGatedBaseModelIsTheUsers(t *testing.T) {
	for name, id := range map[string]string{
		"pissa-script": "meta-llama/Llama-2-7b-hf",
		"alpaca-llama": "meta-llama/Llama-2-7b-hf",
		"alpaca-gemma": "google/gemma-2b",
	} {
		_, err := Detect(filepath.Join("testdata", "gated", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config {
			t.Errorf("%s: want a refusal naming %s, got %v", name, id, err)
			continue
		}
		for _, w := range []string{id, "gated", "--command", "HF_TOKEN"} {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: the refusal should name %q:\n%v", name, w, err)
			}
		}
	}
	d, err := Detect(filepath.Join("testdata", "gated", "alpaca-qwen"), InitOptions{})
	if err != nil || !strings.Contains(strings.Join(d.Command, " "), "Qwen/Qwen2.5-0.5B") {
		t.Errorf("alpaca-qwen: an open model's line should be written, got %q, %v", d.Command, err)
	}
	for name, why := range map[string]string{"alpaca-llama-login": "README.md", "pkg-module": "sftkit.cli.train_sft"} {
		d, err = Detect(filepath.Join("testdata", "gated", name), InitOptions{})
		if err != nil || !slices.ContainsFunc(d.Checks, func(c string) bool { return strings.Contains(c, "gated") && strings.Contains(c, why) }) {
			t.Errorf("%s: want it written with a CHECK naming %s, got %q, %v", name, why, d.Checks, err)
		}
	}
}

// TestGatedIn: which words are a gated model id.
func TestGatedIn(t *testing.T) {
	for text, want := range map[string]string{
		"BASE_MODEL=meta-llama/Llama-2-7b-hf":                         "meta-llama/Llama-2-7b-hf",
		"model_name_or_path: google/gemma-2-9b":                       "google/gemma-2-9b",
		"--model mistralai/Mistral-7B-v0.1":                           "mistralai/Mistral-7B-v0.1",
		"# huggingface-cli download meta-llama/Llama-2-7b-hf":         "",
		"--model_name_or_path gpt2 --tokenizer Qwen/Qwen2.5-0.5B":     "",
		"--model_name_or_path google/flan-t5-base":                    "",
		"see https://huggingface.co/meta-llama/Llama-2-7b-hf":         "",
		"--model_name_or_path ./checkpoints/meta-llama/Llama-2-7b-hf": "",
	} {
		g, _ := gatedIn(t.TempDir(), text, "x")
		if g.ID != want {
			t.Errorf("gatedIn(%q) = %q, want %q", text, g.ID, want)
		}
	}
	if f, ok := reposcan.GatedModel("META-LLAMA/Meta-Llama-3-8B"); !ok || f.Source == "" || f.Seen == "" {
		t.Errorf("the table should know meta-llama with its source and date, got %+v", f)
	}
}
