package project

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitRefusesAConfigWithHoles: the config the training line names
// leaves its language model to the user ("please set this value to the
// path of vicuna model"; "ckpt/a/" or "ckpt/b/" and a 'path/...'
// checkpoint). init wrote the line; now it refuses without a terminal,
// naming the file and keys, and asks in one. A data folder left as a
// placeholder is not refused (the corpus's ai-toolkit configs, TestInitCorpus).
// Shapes: Vision-CAIR/MiniGPT-4 (d94738a) and DAMO-NLP-SG/Video-LLaMA
// (64888c0).
func TestInitRefusesAConfigWithHoles(t *testing.T) {
	cases := map[string][]string{
		"vision-chat": {"train_configs/stage1_pretrain.yaml", `llama_model: "please set this value`},
		"video-chat":  {"train_configs/visionbranch_stage2_finetune.yaml", `llama_model: "ckpt/vicuna-13b/" or`, "ckpt: 'path/pretrained_ckpt'"},
		// The hole is in the model config the package maps the config's
		// model_type to (a registry of model configs).
		"registry-vision": {"visionchat/configs/models/visionchat_vicuna0.yaml", `llama_model: "please set this value`},
	}
	for name, wants := range cases {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("testdata", "cfgholes", name)
			_, err := Detect(dir, InitOptions{})
			var e *errdefs.Error
			if !errors.As(err, &e) || e.Code != errdefs.Config {
				t.Fatalf("want a refusal, got %v", err)
			}
			for _, w := range wants {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("refusal does not say %q:\n%v", w, err)
				}
			}
			ask := &scriptedAsk{confirm: true}
			d, err := Detect(dir, InitOptions{Ask: ask})
			if err != nil {
				t.Fatal(err)
			}
			if len(ask.confirmed) == 0 || !strings.Contains(strings.Join(d.Checks, "\n"), wants[0]) {
				t.Errorf("asked %q, checks %q: want a question and a CHECK naming %s", ask.confirmed, d.Checks, wants[0])
			}
		})
	}
}

func TestConfigHolesLeaveDataFolders(t *testing.T) {
	text := "datasets:\n  - folder_path: \"/path/to/images/folder\"\n    caption_ext: txt\nmodel:\n  name_or_path: org/base\n# llama_model: please set this\n"
	if h := configHoles(text); len(h) != 0 {
		t.Errorf("holes %q, want none (a data folder, a comment)", h)
	}
	if h := configHoles("model:\n  base_model: /path/to/base/model.safetensors\n"); len(h) != 1 {
		t.Errorf("holes %q, want the model path", h)
	}
}

// TestInitFollowsAModelRegistry: a model config the package maps the
// trainer config's model_type to is read for holes, and only that one: a
// registry whose config gives every value is written (a Video-LLaMA-shaped
// registry, 64888c0), and the registry's other entries are not read.
func TestInitFollowsAModelRegistry(t *testing.T) {
	if _, err := Detect(filepath.Join("testdata", "cfgholes", "registry-video"), InitOptions{}); err != nil {
		t.Errorf("a registry with every value given: %v", err)
	}
	_, err := Detect(filepath.Join("testdata", "cfgholes", "registry-vision"), InitOptions{})
	if err == nil || strings.Contains(err.Error(), "llama2") {
		t.Errorf("want the vicuna0 model config named, not the llama2 one: %v", err)
	}
}
