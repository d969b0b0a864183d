package estimate

import (
	"strings"

	"github.com/spkit-dev/spkit/modelinfo"
)

// Names of tensors that are not linear layers LoRA or 4-bit quantization
// touch: token and position embeddings and the output head (bitsandbytes
// keeps the head in 16-bit; PEFT's all-linear skips it).
var notLinear = []string{"embed", "lm_head", "wte", "wpe", "word_embeddings", "position_embeddings", "output_layer"}

// isLinearWeight reports whether t is the weight of a linear layer: a 2-D
// ".weight" outside the embeddings and the head.
func isLinearWeight(t modelinfo.Tensor) bool {
	if len(t.Shape) != 2 || !strings.HasSuffix(t.Name, ".weight") {
		return false
	}
	for _, s := range notLinear {
		if strings.Contains(t.Name, s) {
			return false
		}
	}
	return true
}

// moduleOf is the module a weight belongs to: "model.layers.0.self_attn.q_proj"
// for "model.layers.0.self_attn.q_proj.weight".
func moduleOf(name string) string { return strings.TrimSuffix(name, ".weight") }

// targeted reports whether LoRA adapts t's module: PEFT matches a target
// name against the end of the module's dotted path.
func targeted(t modelinfo.Tensor, targets []string) bool {
	for _, tg := range targets {
		if tg == AllLinear {
			if isLinearWeight(t) {
				return true
			}
			continue
		}
		if len(t.Shape) < 2 || !strings.HasSuffix(t.Name, ".weight") {
			continue
		}
		m := moduleOf(t.Name)
		if m == tg || strings.HasSuffix(m, "."+tg) {
			return true
		}
	}
	return false
}

// LoRAParameters counts the adapter parameters of rank r on the targeted
// modules: A is r × in, B is out × r, so r·(in + out) per module (for a
// convolution [out, in, kh, kw]: r·(in·kh·kw + out)).
func LoRAParameters(tensors []modelinfo.Tensor, targets []string, rank int64) int64 {
	var n int64
	for _, t := range tensors {
		if !targeted(t, targets) {
			continue
		}
		in := int64(1)
		for _, d := range t.Shape[1:] {
			in *= d
		}
		n += rank * (in + t.Shape[0])
	}
	return n
}

// QuantizedParameters counts the parameters a 4-bit QLoRA base quantizes:
// the linear layers' weights.
func QuantizedParameters(tensors []modelinfo.Tensor) int64 {
	var n int64
	for _, t := range tensors {
		if isLinearWeight(t) {
			n += t.Elements()
		}
	}
	return n
}

// llamaLayerLinears lists the linear weights of one layer of a
// Llama-shaped model with arch's numbers, for a model known only by
// --params. Unknown numbers take the documented defaults: intermediate
// 4·hidden, as many KV heads as heads.
func llamaLayerLinears(a modelinfo.Arch) []modelinfo.Tensor {
	h, inter, kv := a.HiddenSize, a.Intermediate, a.HiddenSize
	if inter == 0 {
		inter = 4 * h
	}
	if a.KVHeads > 0 && a.Heads > 0 {
		kv = h / a.Heads * a.KVHeads
	}
	shapes := []struct {
		name  string
		shape []int64
	}{
		{"self_attn.q_proj", []int64{h, h}}, {"self_attn.k_proj", []int64{kv, h}}, {"self_attn.v_proj", []int64{kv, h}},
		{"self_attn.o_proj", []int64{h, h}}, {"mlp.gate_proj", []int64{inter, h}}, {"mlp.up_proj", []int64{inter, h}},
		{"mlp.down_proj", []int64{h, inter}},
	}
	out := make([]modelinfo.Tensor, 0, len(shapes))
	for _, s := range shapes {
		out = append(out, modelinfo.Tensor{Name: "model.layers.0." + s.name + ".weight", DType: "BF16", Shape: s.shape})
	}
	return out
}
