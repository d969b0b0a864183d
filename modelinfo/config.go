package modelinfo

import (
	"encoding/json"
	"fmt"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// maxConfigBytes caps config.json (they are a few KB).
const maxConfigBytes = 16 << 20

// Arch is what config.json says about a model's shape. Zero means unknown.
type Arch struct {
	ModelType    string `json:"model_type,omitempty"`
	HiddenSize   int64  `json:"hidden_size,omitempty"`
	Layers       int64  `json:"layers,omitempty"`
	Heads        int64  `json:"heads,omitempty"`
	KVHeads      int64  `json:"kv_heads,omitempty"`
	Vocab        int64  `json:"vocab_size,omitempty"`
	Intermediate int64  `json:"intermediate_size,omitempty"`
	// UNet is set for diffusers UNets, whose activations follow a
	// per-pixel term rather than the transformer formula.
	UNet bool `json:"unet,omitempty"`
}

// Complete reports whether the numbers the activation formula needs are known.
func (a Arch) Complete() bool { return a.HiddenSize > 0 && a.Layers > 0 && a.Heads > 0 }

// aliases are the names configs use for the same number: Llama/Mistral/Qwen
// (hidden_size, num_hidden_layers), GPT-2 (n_embd, n_layer, n_head, n_inner),
// T5/OPT (d_model, ffn_dim), diffusers transformers (num_layers,
// num_attention_heads × attention_head_dim).
var aliases = struct{ hidden, layers, heads, kvHeads, vocab, inter []string }{
	hidden:  []string{"hidden_size", "n_embd", "d_model", "dim"},
	layers:  []string{"num_hidden_layers", "n_layer", "num_layers", "n_layers"},
	heads:   []string{"num_attention_heads", "n_head", "n_heads"},
	kvHeads: []string{"num_key_value_heads", "n_kv_heads", "num_kv_heads"},
	vocab:   []string{"vocab_size", "padded_vocab_size"},
	inter:   []string{"intermediate_size", "n_inner", "ffn_dim", "ffn_hidden_size"},
}

// ReadConfig reads the architecture numbers of config.json at path.
func ReadConfig(path string) (Arch, error) {
	f, size, err := openRegular(path)
	if err != nil {
		return Arch{}, err
	}
	defer f.Close()
	if size > maxConfigBytes {
		return Arch{}, errdefs.Configf("is it a model's config.json?", "%s is %d bytes, over the %d MiB a config may have", path, size, maxConfigBytes>>20)
	}
	var m map[string]any
	if err := json.NewDecoder(f).Decode(&m); err != nil || m == nil {
		return Arch{}, errdefs.Configf("is it a model's config.json?", "%s is not a JSON object", path)
	}
	return archFrom(m), nil
}

func archFrom(m map[string]any) Arch {
	// Multimodal models (Gemma 3, Qwen2-VL, Llava) keep the language
	// model's numbers under text_config.
	if _, ok := m["hidden_size"]; !ok {
		if tc, ok := m["text_config"].(map[string]any); ok {
			a := archFrom(tc)
			if a.ModelType == "" {
				a.ModelType, _ = m["model_type"].(string)
			}
			return a
		}
	}
	a := Arch{
		HiddenSize:   firstInt(m, aliases.hidden),
		Layers:       firstInt(m, aliases.layers),
		Heads:        firstInt(m, aliases.heads),
		KVHeads:      firstInt(m, aliases.kvHeads),
		Vocab:        firstInt(m, aliases.vocab),
		Intermediate: firstInt(m, aliases.inter),
	}
	a.ModelType, _ = m["model_type"].(string)
	diffusersArch(m, &a)
	return a
}

// diffusersArch fills the numbers of diffusers components: FLUX and
// Qwen-Image transformers give heads × attention_head_dim and count double-
// and single-stream blocks apart; UNets are marked for the per-pixel term.
func diffusersArch(m map[string]any, a *Arch) {
	class, _ := m["_class_name"].(string)
	if class == "" {
		return
	}
	a.ModelType = class
	if a.HiddenSize == 0 {
		a.HiddenSize = a.Heads * firstInt(m, []string{"attention_head_dim"})
	}
	a.Layers += firstInt(m, []string{"num_single_layers"})
	if _, ok := m["block_out_channels"]; ok {
		a.UNet = true
	}
}

// firstInt returns the first of keys that holds a positive whole number.
func firstInt(m map[string]any, keys []string) int64 {
	for _, k := range keys {
		if f, ok := m[k].(float64); ok && f > 0 && f < 1<<53 && f == float64(int64(f)) {
			return int64(f)
		}
	}
	return 0
}

func (a Arch) String() string {
	return fmt.Sprintf("%s: %d layers, hidden %d, %d heads, intermediate %d, vocab %d",
		a.ModelType, a.Layers, a.HiddenSize, a.Heads, a.Intermediate, a.Vocab)
}
