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

// trainableSet says which kinds of linear layers train (or carry an
// adapter), which decides what the activations keep.
type trainableSet struct {
	roles map[string]bool
	// modules and inputs are per layer: adapted modules, and the sum of
	// their input widths (for the adapters' dropout copies).
	modules, inputs int64
}

func (t trainableSet) any(roles ...string) bool {
	for _, r := range roles {
		if t.roles[r] {
			return true
		}
	}
	return false
}

// roleSuffixes map module names to their place in a layer: q, k, v, o
// (attention), gate, up, down (MLP; GPT's fc1 is "up", fc2 "down").
var roleSuffixes = []struct {
	suffix string
	roles  []string
}{
	{"qkv_proj", []string{"q", "k", "v"}}, {"c_attn", []string{"q", "k", "v"}}, {"qkv", []string{"q", "k", "v"}},
	{"q_proj", []string{"q"}}, {"k_proj", []string{"k"}}, {"v_proj", []string{"v"}},
	{"to_q", []string{"q"}}, {"to_k", []string{"k"}}, {"to_v", []string{"v"}},
	{"add_q_proj", []string{"q"}}, {"add_k_proj", []string{"k"}}, {"add_v_proj", []string{"v"}},
	{"o_proj", []string{"o"}}, {"attn.c_proj", []string{"o"}}, {"proj", []string{"o"}}, {"to_out.0", []string{"o"}}, {"to_add_out", []string{"o"}},
	{"gate_up_proj", []string{"gate", "up"}}, {"gate_proj", []string{"gate"}}, {"w1", []string{"gate"}},
	{"up_proj", []string{"up"}}, {"w3", []string{"up"}}, {"c_fc", []string{"up"}}, {"fc1", []string{"up"}}, {"net.0.proj", []string{"up"}}, {"proj_mlp", []string{"up"}},
	{"down_proj", []string{"down"}}, {"w2", []string{"down"}}, {"mlp.c_proj", []string{"down"}}, {"fc2", []string{"down"}}, {"net.2", []string{"down"}},
}

func rolesOf(module string) []string {
	for _, r := range roleSuffixes {
		if module == r.suffix || strings.HasSuffix(module, "."+r.suffix) {
			return r.roles
		}
	}
	return nil
}

// trainables finds the adapted (LoRA) or trained (full) linear layers.
func trainables(in Inputs) trainableSet {
	t := trainableSet{roles: map[string]bool{}}
	if in.Method == Full {
		for _, r := range []string{"q", "k", "v", "o", "gate", "up", "down"} {
			t.roles[r] = true
		}
		return t
	}
	var modules, inputs int64
	for _, ts := range in.Tensors {
		if !targeted(ts, in.LoRATargets) {
			continue
		}
		roles := rolesOf(moduleOf(ts.Name))
		for _, r := range roles {
			t.roles[r] = true
		}
		modules++
		if !(in.FusedQKV && isQKV(roles)) {
			inputs += inputWidth(ts, in.Arch)
		}
	}
	if l := in.Arch.Layers; l > 0 {
		t.modules, t.inputs = modules/l, inputs/l
		if in.FusedQKV && t.any("q", "k", "v") {
			t.inputs += in.Arch.HiddenSize // one dropped copy for the fused q, k, v
		}
	}
	return t
}

// isQKV reports whether roles are all attention projections q, k or v.
func isQKV(roles []string) bool {
	for _, r := range roles {
		if r != "q" && r != "k" && r != "v" {
			return false
		}
	}
	return len(roles) > 0
}

// inputWidth is the width of the input a targeted layer reads: a Linear
// weight is [out, in] (a convolution [out, in, kh, kw]); GPT-2's Conv1D
// (transformers.pytorch_utils.Conv1D) stores [in, out], so its input is
// the first dimension: c_attn reads h, not 3h.
func inputWidth(t modelinfo.Tensor, a modelinfo.Arch) int64 {
	if a.Family == modelinfo.FamilyGPT && len(t.Shape) == 2 && isConv1D(moduleOf(t.Name)) {
		return t.Shape[0]
	}
	w := int64(1)
	for _, d := range t.Shape[1:] {
		w *= d
	}
	return w
}

func isConv1D(module string) bool {
	for _, n := range []string{"c_attn", "c_proj", "c_fc"} {
		if module == n || strings.HasSuffix(module, "."+n) {
			return true
		}
	}
	return false
}

// quantSaved: the 4-bit linears' inputs bitsandbytes keeps (quantKeeps):
// attention and MLP inputs h each, the output projection's q, the down
// projection's I; twice when the loop holds the last step's graph
// (Inputs.GraphHeld).
func quantSaved(in Inputs, p int64) []layerTerm {
	if !quantKeeps(in) {
		return nil
	}
	a := in.Arch
	inter := a.Intermediate
	if a.MoE() {
		inter = a.ExpertIntermediate * a.ExpertsPerToken
	}
	n := p * (2*a.HiddenSize + a.AttnDim() + inter)
	out := []layerTerm{{"4-bit linears' inputs (bitsandbytes keeps them)", n}}
	if in.GraphHeld {
		out = append(out, layerTerm{"previous step's 4-bit linears' inputs (ctx.tensors, held with its logits)", n})
	}
	return out
}

// quantKeeps reports whether every 4-bit linear keeps its input for the
// backward pass: bitsandbytes' MatMul4Bit.forward stores ctx.tensors =
// (A, B) whenever A or B needs a gradient (bitsandbytes 0.42.0
// autograd/_functions.py:522-523), the MLP's down projection included.
func quantKeeps(in Inputs) bool {
	return in.QuantSavesInputs && in.Method == QLoRA
}
