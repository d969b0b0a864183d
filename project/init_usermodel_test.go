package project

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitUserInputsRefused: inputs the user brings behind a name or a
// default. A data option's value is a name the trainer maps to a file the
// checkout lacks: a dict in the trainer (shape: PhoebusSi/Alpaca-CoT's
// DATA_PATH, --data alpaca-belle-cot) or a dataset table beside the data
// (shape: hiyouga/LLaMA-Factory's data/dataset_info.json file_name). A
// model option's default or value is a relative folder the checkout lacks,
// passed to from_pretrained: an HF dataclass default (shape:
// mymusise/ChatGLM-Tuning's chatglm_path = model_path/chatglm) or an
// argparse default (shape: tloen/alpaca-lora's --base_model ./llama-7b).
func TestInitUserInputsRefused(t *testing.T) {
	for name, want := range map[string][]string{
		"namemapped/cotlike":     {"--data mix-cot", "./data/mix_plus_cot.json", "put the data file"},
		"namemapped/factorylike": {"--dataset my_notes", "data/my_notes.jsonl"},
		"usermodel/glmlike":      {"--glm_path = model_path/glm", "its default", "put the model at model_path/glm"},
		"usermodel/alpacalike":   {"--base_model = ./llama-7b", "hub id"},
	} {
		_, err := Detect(filepath.Join("testdata", name), InitOptions{})
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

// TestInitUserInputsProvided: near misses, written. The mapped name's
// file ships (shippedname), the table entry names a hub dataset
// (factoryhub), the model default is a hub id (hubdefault), a download
// script of the repository fills the model folder (fetchedmodel).
func TestInitUserInputsProvided(t *testing.T) {
	for _, name := range []string{"namemapped/shippedname", "namemapped/factoryhub", "usermodel/hubdefault", "usermodel/fetchedmodel"} {
		d, err := Detect(filepath.Join("testdata", name), InitOptions{})
		if err != nil {
			t.Errorf("%s: want it written, got %v", name, err)
			continue
		}
		if len(d.Command) == 0 {
			t.Errorf("%s: no command", name)
		}
	}
}

// TestMappedPathShapes: the code shapes that map a name to a path.
func TestMappedPathShapes(t *testing.T) {
	d := &Detection{}
	for _, text := range []string{
		`DATA = {"cot": "./data/cot.json", "x": "y"}`,
		"if args.data == 'cot':\n    data_path = './data/cot.json'\n",
		"elif (name == \"cot\"):\n        self.path = \"./data/cot.json\"",
	} {
		if p, _, ok := d.mappedPath(t.TempDir(), []string{text}, "cot"); !ok || p != "./data/cot.json" {
			t.Errorf("mappedPath(%q) = %q %v, want ./data/cot.json", text, p, ok)
		}
	}
	for v, want := range map[string]bool{"model_path/chatglm": true, "./llama-7b": true, "THUDM/chatglm-6b": false, "checkpoints/base/model": true, "llama-7b": false, "/models/x": false} {
		if localModelPath(v) != want {
			t.Errorf("localModelPath(%q) = %v, want %v", v, !want, want)
		}
	}
}
