package modelinfo

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// maxConfigBytes caps config.json (they are a few KB).
const maxConfigBytes = 16 << 20

// Families: how a model's layers are built, which decides the tensors a
// config implies and what its activations keep.
const (
	// FamilyLlama: RMSNorm, rotary attention (q/k/v/o, grouped-query),
	// gated SiLU MLP (gate/up/down). Llama, Mistral, Qwen2/3, Gemma 1/2/3,
	// Phi-3 (fused qkv_proj and gate_up_proj), and their MoE relatives.
	FamilyLlama = "llama"
	// FamilyGPT: LayerNorm, fused qkv, GELU MLP of 4·hidden (GPT-2, the
	// example trainer).
	FamilyGPT = "gpt"
	// FamilyDiT: a diffusion transformer (FLUX, Qwen-Image): joint
	// image/text attention, GELU MLP of 4·hidden.
	FamilyDiT = "dit"
	// FamilyUNet: a diffusers UNet.
	FamilyUNet = "unet"
)

// Arch is what config.json says about a model's shape. Zero means unknown.
type Arch struct {
	ModelType string `json:"model_type,omitempty"`
	// Family is one of the Family constants ("" when the numbers came
	// without a known layout).
	Family       string `json:"family,omitempty"`
	HiddenSize   int64  `json:"hidden_size,omitempty"`
	Layers       int64  `json:"layers,omitempty"`
	Heads        int64  `json:"heads,omitempty"`
	KVHeads      int64  `json:"kv_heads,omitempty"`
	HeadDim      int64  `json:"head_dim,omitempty"`
	Vocab        int64  `json:"vocab_size,omitempty"`
	Intermediate int64  `json:"intermediate_size,omitempty"`
	// TiedEmbeddings: the output head reuses the embedding matrix.
	TiedEmbeddings bool `json:"tied_embeddings,omitempty"`
	// Mixture of experts: Experts per MoE layer, ExpertsPerToken routed
	// to, each of ExpertIntermediate; SharedExpertIntermediate for Qwen-MoE's
	// always-on shared expert.
	Experts                  int64 `json:"experts,omitempty"`
	ExpertsPerToken          int64 `json:"experts_per_token,omitempty"`
	ExpertIntermediate       int64 `json:"expert_intermediate_size,omitempty"`
	SharedExpertIntermediate int64 `json:"shared_expert_intermediate_size,omitempty"`
	// Diffusion transformers: DoubleLayers of Layers are two-stream
	// (image and text weights apart), the rest single-stream.
	DoubleLayers int64 `json:"double_layers,omitempty"`
	// UNet is set for diffusers UNets, whose activations follow a
	// per-pixel term rather than the transformer formula.
	UNet bool `json:"unet,omitempty"`

	// raw keeps the config's other numbers a family's tensors need
	// (bias flags, FLUX's embedder sizes).
	raw *rawConfig
}

// rawConfig is a config.json as decoded (a pointer keeps Arch comparable).
type rawConfig struct{ m map[string]any }

// Plain is a without the raw config it keeps (for comparing two).
func (a Arch) Plain() Arch {
	a.raw = nil
	return a
}

// Complete reports whether the numbers the activation formula needs are known.
func (a Arch) Complete() bool { return a.HiddenSize > 0 && a.Layers > 0 && a.Heads > 0 }

// MoE reports whether the model routes tokens to experts.
func (a Arch) MoE() bool { return a.Experts > 1 && a.ExpertsPerToken > 0 }

// AttnDim is the width of the query projection: heads × head dim (Gemma
// and Qwen3 set a head dim that is not hidden/heads).
func (a Arch) AttnDim() int64 {
	if a.HeadDim > 0 && a.Heads > 0 {
		return a.Heads * a.HeadDim
	}
	return a.HiddenSize
}

// KVDim is the width of the key and value projections.
func (a Arch) KVDim() int64 {
	kv := a.KVHeads
	if kv == 0 {
		kv = a.Heads
	}
	if a.Heads == 0 {
		return a.HiddenSize
	}
	return a.AttnDim() / a.Heads * kv
}

// aliases are the names configs use for the same number: Llama/Mistral/Qwen
// (hidden_size, num_hidden_layers), GPT-2 (n_embd, n_layer, n_head, n_inner),
// T5/OPT (d_model, ffn_dim), diffusers transformers (num_layers,
// num_attention_heads × attention_head_dim).
var aliases = struct{ hidden, layers, heads, kvHeads, vocab, inter, experts, perToken []string }{
	hidden:   []string{"hidden_size", "n_embd", "d_model", "dim"},
	layers:   []string{"num_hidden_layers", "n_layer", "num_layers", "n_layers"},
	heads:    []string{"num_attention_heads", "n_head", "n_heads", "num_heads"},
	kvHeads:  []string{"num_key_value_heads", "n_kv_heads", "num_kv_heads"},
	vocab:    []string{"vocab_size", "padded_vocab_size"},
	inter:    []string{"intermediate_size", "n_inner", "ffn_dim", "ffn_hidden_size"},
	experts:  []string{"num_local_experts", "num_experts", "n_routed_experts"},
	perToken: []string{"num_experts_per_tok", "moe_topk", "top_k"},
}

// ReadConfig reads the architecture numbers of config.json at path.
func ReadConfig(path string) (Arch, error) {
	m, err := readJSONObject(path, maxConfigBytes, "is it a model's config.json?")
	if err != nil {
		return Arch{}, err
	}
	a := archFrom(m)
	if err := a.check(path); err != nil {
		return Arch{}, err
	}
	return a, nil
}

func readJSONObject(path string, limit int64, hint string) (map[string]any, error) {
	f, size, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if size > limit {
		return nil, errdefs.Configf(hint, "%s is %d bytes, over the %d MiB a config may have", path, size, limit>>20)
	}
	var m map[string]any
	if err := json.NewDecoder(f).Decode(&m); err != nil || m == nil {
		return nil, errdefs.Configf(hint, "%s is not a JSON object", path)
	}
	return m, nil
}

// Limits on config numbers: configs are untrusted, and the tensors a config
// implies are listed one by one.
const (
	maxDim     = 1 << 20
	maxLayers  = 1 << 12
	maxExperts = 1 << 12
	maxVocab   = 1 << 24
	// maxImpliedTensors bounds layers × experts × 3.
	maxImpliedTensors = 1 << 20
)

func (a Arch) check(path string) error {
	for _, c := range []struct {
		name  string
		v, hi int64
	}{
		{"hidden size", a.HiddenSize, maxDim}, {"intermediate size", a.Intermediate, 4 * maxDim},
		{"expert intermediate size", a.ExpertIntermediate, 4 * maxDim}, {"shared expert intermediate size", a.SharedExpertIntermediate, 4 * maxDim},
		{"head dim", a.HeadDim, maxDim}, {"heads", a.Heads, maxDim}, {"KV heads", a.KVHeads, maxDim},
		{"layers", a.Layers, maxLayers}, {"experts", a.Experts, maxExperts}, {"vocabulary", a.Vocab, maxVocab},
	} {
		if c.v > c.hi {
			return errdefs.Configf("is it a model's config.json?", "%s: %s %d is over the %d spkit accepts", path, c.name, c.v, c.hi)
		}
	}
	if a.Layers*max(a.Experts, 1)*3 > maxImpliedTensors {
		return errdefs.Configf("is it a model's config.json?", "%s: %d layers × %d experts is more than spkit lists", path, a.Layers, a.Experts)
	}
	return nil
}

func archFrom(m map[string]any) Arch {
	// Multimodal models (Gemma 3, Qwen2-VL, Llava) keep the language
	// model's numbers under text_config.
	if _, ok := m["hidden_size"]; !ok {
		if tc, ok := m["text_config"].(map[string]any); ok {
			a := archFrom(tc)
			if a.ModelType == "" {
				a.ModelType, _ = m["model_type"].(string)
				a.Family = familyOf(a.ModelType)
			}
			if _, ok := tc["tie_word_embeddings"]; !ok {
				if t, ok := m["tie_word_embeddings"].(bool); ok {
					a.TiedEmbeddings = t
				}
			}
			return a
		}
	}
	a := Arch{
		HiddenSize:   firstInt(m, aliases.hidden),
		Layers:       firstInt(m, aliases.layers),
		Heads:        firstInt(m, aliases.heads),
		KVHeads:      firstInt(m, aliases.kvHeads),
		HeadDim:      firstInt(m, []string{"head_dim"}),
		Vocab:        firstInt(m, aliases.vocab),
		Intermediate: firstInt(m, aliases.inter),
		raw:          &rawConfig{m},
	}
	a.ModelType, _ = m["model_type"].(string)
	a.TiedEmbeddings = tiedDefault(a.ModelType)
	if t, ok := m["tie_word_embeddings"].(bool); ok {
		a.TiedEmbeddings = t
	}
	a.Family = familyOf(a.ModelType)
	moeArch(m, &a)
	diffusersArch(m, &a)
	return a
}

// tiedDefault is transformers' default for tie_word_embeddings when a
// config leaves it out (PretrainedConfig: true; Gemma's configs say so too).
func tiedDefault(modelType string) bool {
	switch modelType {
	case "llama", "mistral", "mixtral", "phi3", "qwen2", "qwen3", "qwen2_moe", "qwen3_moe":
		// Their configuration classes default it to false.
		return false
	}
	return true
}

func familyOf(modelType string) string {
	switch {
	case modelType == "gpt2":
		return FamilyGPT
	case strings.HasPrefix(modelType, "llama"), strings.HasPrefix(modelType, "mistral"), modelType == "mixtral",
		strings.HasPrefix(modelType, "qwen2"), strings.HasPrefix(modelType, "qwen3"),
		strings.HasPrefix(modelType, "gemma"), modelType == "phi3":
		return FamilyLlama
	}
	return ""
}

// moeArch reads the expert numbers: Mixtral (num_local_experts,
// intermediate_size per expert), Qwen2-MoE and Qwen3-MoE (num_experts,
// moe_intermediate_size, Qwen2's shared expert).
func moeArch(m map[string]any, a *Arch) {
	a.Experts = firstInt(m, aliases.experts)
	a.ExpertsPerToken = firstInt(m, aliases.perToken)
	if a.Experts == 0 {
		return
	}
	a.ExpertIntermediate = firstInt(m, []string{"moe_intermediate_size"})
	if a.ExpertIntermediate == 0 {
		a.ExpertIntermediate = a.Intermediate
	}
	a.SharedExpertIntermediate = firstInt(m, []string{"shared_expert_intermediate_size"})
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
	if single := firstInt(m, []string{"num_single_layers"}); single > 0 || strings.Contains(class, "Transformer2D") {
		a.DoubleLayers = a.Layers
		a.Layers += single
		a.Family = FamilyDiT
		a.Intermediate = 4 * a.HiddenSize
		a.TiedEmbeddings = false
	}
	if _, ok := m["block_out_channels"]; ok {
		a.UNet = true
		a.Family = FamilyUNet
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

func (a Arch) rawValue(key string) any {
	if a.raw == nil {
		return nil
	}
	return a.raw.m[key]
}

func (a Arch) boolKey(key string, def bool) bool {
	if v, ok := a.rawValue(key).(bool); ok {
		return v
	}
	return def
}

func (a Arch) intKey(key string, def int64) int64 {
	if v, ok := a.rawValue(key).(float64); ok && v > 0 && v < maxDim*4 && v == float64(int64(v)) {
		return int64(v)
	}
	return def
}

func (a Arch) String() string {
	s := fmt.Sprintf("%s: %d layers, hidden %d, %d heads", a.ModelType, a.Layers, a.HiddenSize, a.Heads)
	if a.KVHeads > 0 && a.KVHeads != a.Heads {
		s += fmt.Sprintf(" (%d KV)", a.KVHeads)
	}
	s += fmt.Sprintf(", intermediate %d, vocab %d", a.Intermediate, a.Vocab)
	if a.MoE() {
		s += fmt.Sprintf(", %d experts (%d per token) of %d", a.Experts, a.ExpertsPerToken, a.ExpertIntermediate)
	}
	if a.TiedEmbeddings && a.Vocab > 0 {
		s += ", tied embeddings"
	}
	return s
}
