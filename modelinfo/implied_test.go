package modelinfo_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/modelinfo"
	"github.com/spkit-dev/spkit/modelinfo/modeltest"
)

// The tiny fixtures (testdata/tiny, written by testdata/gen_tiny.py apart
// from this package's code): each architecture's config and the header its
// checkpoint would have. Counted from the config alone, the parameters and
// the tensor names must equal the header's.
func TestImpliedTensorsEqualHeaders(t *testing.T) {
	dirs, err := filepath.Glob("testdata/tiny/*")
	if err != nil || len(dirs) < 12 {
		t.Fatalf("fixtures: %v, %v", dirs, err)
	}
	for _, fixture := range dirs {
		t.Run(filepath.Base(fixture), func(t *testing.T) {
			configOnly, withWeights := t.TempDir(), t.TempDir()
			cfg, err := os.ReadFile(filepath.Join(fixture, "config.json"))
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range []string{configOnly, withWeights} {
				if err := os.WriteFile(filepath.Join(d, "config.json"), cfg, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			header := readHeaderFixture(t, filepath.Join(fixture, "header.json"))
			if err := modeltest.WriteFile(filepath.Join(withWeights, "model.safetensors"), header); err != nil {
				t.Fatal(err)
			}
			fromConfig, err := modelinfo.Open(configOnly)
			if err != nil {
				t.Fatalf("config only: %v", err)
			}
			fromHeader, err := modelinfo.Open(withWeights)
			if err != nil {
				t.Fatalf("with weights: %v", err)
			}
			if !fromConfig.FromConfig || fromHeader.FromConfig {
				t.Errorf("FromConfig = %v (config only), %v (weights)", fromConfig.FromConfig, fromHeader.FromConfig)
			}
			if got, want := fromConfig.Parameters(), fromHeader.Parameters(); got != want || got == 0 {
				t.Errorf("from config %d parameters, header %d", got, want)
			}
			if got, want := names(fromConfig.Tensors()), names(fromHeader.Tensors()); !slices.Equal(got, want) {
				t.Errorf("tensor names differ:\nconfig %v\nheader %v", diff(got, want), diff(want, got))
			}
		})
	}
}

// Real configs (testdata/real, copied from the models' Hugging Face
// repositories) counted from the config alone, against the parameter counts
// their checkpoints hold.
func TestImpliedCountsEqualPublished(t *testing.T) {
	for _, tc := range []struct {
		config string
		want   int64
	}{
		// Hugging Face model pages' safetensors parameter counts.
		{"llama-2-7b.json", 6_738_415_616},
		{"llama-3.2-1b.json", 1_235_814_400},
		{"llama-3.1-8b.json", 8_030_261_248},
		{"mistral-7b-v0.1.json", 7_241_732_096},
		{"qwen2.5-7b.json", 7_615_616_512},
		{"qwen2.5-0.5b.json", 494_032_768},
		{"gemma-2-2b.json", 2_614_341_888},
		{"gemma-3-1b.json", 999_885_952},
		{"phi-3-mini-4k.json", 3_821_079_552},
		// model.safetensors.index.json total_size 93,405,585,408 bytes / 2.
		{"mixtral-8x7b.json", 46_702_792_704},
		{"qwen1.5-moe-a2.7b.json", 14_315_784_192},
		{"qwen3-30b-a3b.json", 30_532_122_624},
		// Qwen3-0.6B: 0.44B non-embedding + 151,936 × 1,024 tied embeddings.
		{"qwen3-0.6b.json", 596_049_920},
		{"flux-dev/transformer/config.json", 11_901_408_320},
		{"qwen-image/transformer/config.json", 20_430_401_088},
	} {
		t.Run(tc.config, func(t *testing.T) {
			m, err := modelinfo.Open(filepath.Join("testdata/real", tc.config))
			if err != nil {
				t.Fatal(err)
			}
			if got := m.Parameters(); got != tc.want {
				t.Errorf("%d parameters, want %d (%+d)", got, tc.want, got-tc.want)
			}
			if !m.FromConfig || len(m.Notes) == 0 || !strings.Contains(m.Notes[0], "is a JSON config") {
				t.Errorf("FromConfig %v, notes %q", m.FromConfig, m.Notes)
			}
		})
	}
}

// A diffusers repository with configs only: the transformer is counted
// from its config, the text encoders and VAE (frozen parts) from theirs.
func TestImpliedDiffusersPipeline(t *testing.T) {
	m, err := modelinfo.Open("testdata/real/flux-dev")
	if err != nil {
		t.Fatal(err)
	}
	if m.Component != "transformer" || m.Parameters() != 11_901_408_320 || m.Arch.Family != modelinfo.FamilyDiT || m.Arch.Layers != 57 {
		t.Errorf("component %q, %d parameters, arch %v", m.Component, m.Parameters(), m.Arch)
	}
	want := map[string]int64{
		"text_encoder":   123_060_480,   // CLIP ViT-L/14 text model
		"text_encoder_2": 4_762_310_656, // T5 v1.1 XXL encoder
		"vae":            83_819_683,    // FLUX.1 autoencoder (ae.safetensors)
	}
	for _, p := range m.Parts {
		if p.Parameters != want[p.Name] || p.Source != "config.json" {
			t.Errorf("%s: %d parameters from %s, want %d", p.Name, p.Parameters, p.Source, want[p.Name])
		}
		delete(want, p.Name)
	}
	if len(want) != 0 {
		t.Errorf("parts not read: %v", want)
	}
}

func TestImpliedRefusals(t *testing.T) {
	for _, tc := range []struct {
		name, config, want string
	}{
		{"unknown family", `{"model_type":"rwkv","hidden_size":64,"num_hidden_layers":2,"num_attention_heads":4}`, `cannot count the parameters of a "rwkv" model from its config alone`},
		{"no shape", `{"model_type":"llama"}`, "does not give hidden size, layers and heads"},
		{"huge experts", `{"model_type":"mixtral","hidden_size":64,"num_hidden_layers":4000,"num_attention_heads":4,"num_local_experts":4000,"num_experts_per_tok":2}`, "more than spkit lists"},
		{"huge hidden", `{"model_type":"llama","hidden_size":1e12,"num_hidden_layers":2,"num_attention_heads":4}`, "hidden size 1000000000000 is over"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "config.json"), []byte(tc.config), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := modelinfo.Open(dir)
			if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("err = %v, want a one-line config error with %q", err, tc.want)
			}
		})
	}
	empty := t.TempDir()
	if _, err := modelinfo.Open(empty); errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "holds neither .safetensors weights nor a config.json") {
		t.Errorf("empty dir: %v", err)
	}
}

func readHeaderFixture(t *testing.T, path string) []modeltest.Tensor {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var h map[string]struct {
		DType string  `json:"dtype"`
		Shape []int64 `json:"shape"`
	}
	if err := json.Unmarshal(raw, &h); err != nil {
		t.Fatal(err)
	}
	out := make([]modeltest.Tensor, 0, len(h))
	for name, e := range h {
		out = append(out, modeltest.Tensor{Name: name, DType: e.DType, Shape: e.Shape})
	}
	slices.SortFunc(out, func(a, b modeltest.Tensor) int { return strings.Compare(a.Name, b.Name) })
	return out
}

func names(ts []modelinfo.Tensor) []string {
	out := make([]string, 0, len(ts))
	for _, t := range ts {
		out = append(out, t.Name+fmtShape(t.Shape))
	}
	slices.Sort(out)
	return out
}

func fmtShape(s []int64) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// diff is what a has and b lacks (at most 5).
func diff(a, b []string) []string {
	var out []string
	for _, x := range a {
		if !slices.Contains(b, x) && len(out) < 5 {
			out = append(out, x)
		}
	}
	return out
}
