package modelinfo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// ImpliedTensors lists the tensors a config implies, named and shaped as
// transformers (or diffusers) saves them, for a model whose weights are not
// at hand: parameter counts from it equal the safetensors headers' (tests
// hold fixtures of both). Shapes are [out, in] as nn.Linear keeps them.
func (a Arch) ImpliedTensors() ([]Tensor, error) {
	if !a.Complete() {
		return nil, errdefs.Configf("give --hidden-size, --layers and --heads", "the config does not give hidden size, layers and heads")
	}
	switch a.Family {
	case FamilyLlama:
		return a.llamaTensors(), nil
	case FamilyGPT:
		return a.gptTensors(), nil
	case FamilyDiT:
		if a.DoubleLayers > 0 && strings.HasPrefix(a.ModelType, "Flux") {
			return a.fluxTensors(), nil
		}
		if strings.HasPrefix(a.ModelType, "QwenImage") {
			return a.qwenImageTensors(), nil
		}
	}
	return nil, errdefs.Configf("download the weights (spkit reads only their headers), or give --params",
		"spkit cannot count the parameters of a %q model from its config alone", a.ModelType)
}

// DType is the config's torch_dtype as a safetensors dtype (BF16 when unset).
func (a Arch) DType() string {
	switch a.rawValue("torch_dtype") {
	case "float16":
		return "F16"
	case "float32":
		return "F32"
	}
	return "BF16"
}

// tensorList appends tensors with one dtype.
type tensorList struct {
	dtype string
	out   []Tensor
}

func (l *tensorList) add(name string, shape ...int64) {
	l.out = append(l.out, Tensor{Name: name, DType: l.dtype, Shape: shape})
}

// linear adds name.weight [out, in] and, with bias, name.bias [out].
func (l *tensorList) linear(name string, out, in int64, bias bool) {
	l.add(name+".weight", out, in)
	if bias {
		l.add(name+".bias", out)
	}
}

func (a Arch) llamaTensors() []Tensor {
	l := &tensorList{dtype: a.DType()}
	h, v := a.HiddenSize, a.Vocab
	l.add("model.embed_tokens.weight", v, h)
	for i := int64(0); i < a.Layers; i++ {
		p := fmt.Sprintf("model.layers.%d.", i)
		a.llamaAttention(l, p)
		a.llamaMLP(l, p, i)
		l.add(p+"input_layernorm.weight", h)
		l.add(p+"post_attention_layernorm.weight", h)
		if strings.HasPrefix(a.ModelType, "gemma2") || strings.HasPrefix(a.ModelType, "gemma3") {
			l.add(p+"pre_feedforward_layernorm.weight", h)
			l.add(p+"post_feedforward_layernorm.weight", h)
		}
	}
	l.add("model.norm.weight", h)
	if !a.TiedEmbeddings {
		l.add("lm_head.weight", v, h)
	}
	return l.out
}

func (a Arch) llamaAttention(l *tensorList, p string) {
	h, q, kv := a.HiddenSize, a.AttnDim(), a.KVDim()
	// Qwen2 (and Qwen2-MoE) always bias q, k and v; Llama-style configs
	// say so with attention_bias.
	qkvBias := strings.HasPrefix(a.ModelType, "qwen2") || a.boolKey("attention_bias", false)
	oBias := a.boolKey("attention_bias", false)
	if a.ModelType == "phi3" {
		l.linear(p+"self_attn.qkv_proj", q+2*kv, h, false)
	} else {
		l.linear(p+"self_attn.q_proj", q, h, qkvBias)
		l.linear(p+"self_attn.k_proj", kv, h, qkvBias)
		l.linear(p+"self_attn.v_proj", kv, h, qkvBias)
	}
	l.linear(p+"self_attn.o_proj", h, q, oBias)
	if strings.HasPrefix(a.ModelType, "qwen3") || strings.HasPrefix(a.ModelType, "gemma3") {
		hd := q / a.Heads
		l.add(p+"self_attn.q_norm.weight", hd)
		l.add(p+"self_attn.k_norm.weight", hd)
	}
}

func (a Arch) llamaMLP(l *tensorList, p string, layer int64) {
	h := a.HiddenSize
	if !a.sparseLayer(layer) {
		if a.ModelType == "phi3" {
			l.linear(p+"mlp.gate_up_proj", 2*a.Intermediate, h, false)
			l.linear(p+"mlp.down_proj", h, a.Intermediate, false)
			return
		}
		gatedMLP(l, p+"mlp.", h, a.Intermediate)
		return
	}
	e := a.ExpertIntermediate
	if a.ModelType == "mixtral" {
		l.linear(p+"block_sparse_moe.gate", a.Experts, h, false)
		for x := int64(0); x < a.Experts; x++ {
			q := fmt.Sprintf("%sblock_sparse_moe.experts.%d.", p, x)
			l.linear(q+"w1", e, h, false)
			l.linear(q+"w2", h, e, false)
			l.linear(q+"w3", e, h, false)
		}
		return
	}
	l.linear(p+"mlp.gate", a.Experts, h, false)
	for x := int64(0); x < a.Experts; x++ {
		gatedMLP(l, fmt.Sprintf("%smlp.experts.%d.", p, x), h, e)
	}
	if s := a.SharedExpertIntermediate; s > 0 {
		gatedMLP(l, p+"mlp.shared_expert.", h, s)
		l.linear(p+"mlp.shared_expert_gate", 1, h, false)
	}
}

func gatedMLP(l *tensorList, p string, h, inter int64) {
	l.linear(p+"gate_proj", inter, h, false)
	l.linear(p+"up_proj", inter, h, false)
	l.linear(p+"down_proj", h, inter, false)
}

// sparseLayer reports whether layer routes to experts: Qwen-MoE's
// decoder_sparse_step and mlp_only_layers leave some layers dense.
func (a Arch) sparseLayer(layer int64) bool {
	if !a.MoE() {
		return false
	}
	if step := a.intKey("decoder_sparse_step", 1); (layer+1)%step != 0 {
		return false
	}
	if only, ok := a.rawValue("mlp_only_layers").([]any); ok {
		return !slices.Contains(only, any(float64(layer)))
	}
	return true
}

// gptTensors is GPT-2's layout: Conv1D weights are [in, out].
func (a Arch) gptTensors() []Tensor {
	l := &tensorList{dtype: a.DType()}
	h, inter := a.HiddenSize, a.Intermediate
	if inter == 0 {
		inter = 4 * h
	}
	l.add("transformer.wte.weight", a.Vocab, h)
	l.add("transformer.wpe.weight", a.intKey("n_positions", 1024), h)
	for i := int64(0); i < a.Layers; i++ {
		p := fmt.Sprintf("transformer.h.%d.", i)
		for _, ln := range []string{"ln_1", "ln_2"} {
			l.add(p+ln+".weight", h)
			l.add(p+ln+".bias", h)
		}
		l.add(p+"attn.c_attn.weight", h, 3*h)
		l.add(p+"attn.c_attn.bias", 3*h)
		l.add(p+"attn.c_proj.weight", h, h)
		l.add(p+"attn.c_proj.bias", h)
		l.add(p+"mlp.c_fc.weight", h, inter)
		l.add(p+"mlp.c_fc.bias", inter)
		l.add(p+"mlp.c_proj.weight", inter, h)
		l.add(p+"mlp.c_proj.bias", h)
	}
	l.add("transformer.ln_f.weight", h)
	l.add("transformer.ln_f.bias", h)
	if !a.TiedEmbeddings {
		l.add("lm_head.weight", a.Vocab, h)
	}
	return l.out
}
