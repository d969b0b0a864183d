package modelinfo_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/modelinfo"
	"github.com/spkit-dev/spkit/modelinfo/modeltest"
)

func TestEstimateIndexProblems(t *testing.T) {
	for _, tc := range []struct {
		name      string
		weightMap map[string]string
		want      string
	}{
		{"shard outside the directory", map[string]string{"w": "../elsewhere.safetensors"}, `names shard "../elsewhere.safetensors" outside the model directory`},
		{"tensor missing from its shard", map[string]string{"w": "a.safetensors", "ghost": "a.safetensors"}, `lists tensor "ghost" in a.safetensors, whose header lacks it`},
		{"empty", map[string]string{}, "has no weight_map entries"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := modeltest.WriteFile(filepath.Join(dir, "a.safetensors"), []modeltest.Tensor{{Name: "w", DType: "F16", Shape: []int64{2}}}); err != nil {
				t.Fatal(err)
			}
			index := filepath.Join(dir, modelinfo.IndexFile)
			if err := modeltest.WriteJSON(index, map[string]any{"weight_map": tc.weightMap}); err != nil {
				t.Fatal(err)
			}
			_, err := modelinfo.Open(dir)
			if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want a config error with %q", err, tc.want)
			}
		})
	}
}

func TestEstimateConfigNames(t *testing.T) {
	for _, tc := range []struct {
		name   string
		config string
		want   modelinfo.Arch
	}{
		{"gpt2", `{"model_type":"gpt2","n_embd":768,"n_layer":12,"n_head":12,"vocab_size":50257}`,
			modelinfo.Arch{ModelType: "gpt2", Family: modelinfo.FamilyGPT, HiddenSize: 768, Layers: 12, Heads: 12, Vocab: 50257, TiedEmbeddings: true}},
		{"multimodal text_config", `{"model_type":"gemma3","text_config":{"hidden_size":2560,"num_hidden_layers":34,"num_attention_heads":8,"num_key_value_heads":4,"vocab_size":262208,"intermediate_size":10240}}`,
			modelinfo.Arch{ModelType: "gemma3", Family: modelinfo.FamilyLlama, HiddenSize: 2560, Layers: 34, Heads: 8, KVHeads: 4, Vocab: 262208, Intermediate: 10240, TiedEmbeddings: true}},
		{"unet", `{"_class_name":"UNet2DConditionModel","block_out_channels":[320,640,1280],"attention_head_dim":[5,10,20]}`,
			modelinfo.Arch{ModelType: "UNet2DConditionModel", Family: modelinfo.FamilyUNet, UNet: true, TiedEmbeddings: true}},
		{"junk values", `{"hidden_size":-5,"num_hidden_layers":1.5,"num_attention_heads":"32"}`, modelinfo.Arch{TiedEmbeddings: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "config.json")
			if err := os.WriteFile(p, []byte(tc.config), 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := modelinfo.ReadConfig(p)
			if err != nil || got.Plain() != tc.want {
				t.Errorf("ReadConfig = %+v, %v; want %+v", got, err, tc.want)
			}
		})
	}
	p := filepath.Join(t.TempDir(), "config.json")
	if err := os.WriteFile(p, []byte(`[1]`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := modelinfo.ReadConfig(p); errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "is not a JSON object") {
		t.Errorf("err = %v", err)
	}
}
