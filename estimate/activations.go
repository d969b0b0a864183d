package estimate

import (
	"fmt"
	"strings"

	"github.com/spkit-dev/spkit/modelinfo"
)

// Image-model constants, documented in docs/estimate.md.
const (
	// PixelsPerToken: diffusion transformers (FLUX, Qwen-Image) patch 2×2
	// latents of an 8× VAE, so one token covers 16×16 pixels.
	PixelsPerToken = 16 * 16
	// TextTokens is the text sequence a diffusion transformer attends to
	// alongside the image tokens (FLUX-dev's T5 length).
	TextTokens = 512
	// UNetBytesPerPixel is a rough per-pixel activation term for UNets
	// (16-bit, no recomputation); uncalibrated until probe measures one.
	UNetBytesPerPixel = 8 << 10
	// UNetCheckpointedBytesPerPixel is the same with gradient checkpointing.
	UNetCheckpointedBytesPerPixel = 1 << 10
	// lossChunks is torchtune's CEWithChunkedOutputLoss default.
	lossChunks = 8
)

// SequenceLength is the tokens per sample: --seq-len for language models,
// image tokens plus text tokens for diffusion transformers.
func SequenceLength(in Inputs) int64 {
	if in.Diffusion {
		return in.Resolution*in.Resolution/PixelsPerToken + TextTokens
	}
	return in.SeqLen
}

// activationLines are the per-sample lines, for one sample.
func activationLines(in Inputs, trainable trainableSet) []Component {
	if in.Arch.UNet {
		return []Component{unetActivations(in)}
	}
	if in.Arch.Vocab <= 0 || in.Diffusion {
		return []Component{layerActivations(in, trainable, 0)}
	}
	logits := logitLine(in)
	out := []Component{layerActivations(in, trainable, logits.Bytes), logits}
	if extra, ok := nativeLossPeak(in, logits.Bytes); ok {
		out = append(out, extra)
	}
	return out
}

// layerTerm is one kept tensor of a layer, in bytes per token.
type layerTerm struct {
	what  string
	bytes int64
}

// layerSaved lists what one layer keeps for the backward pass, per token:
// PyTorch autograd keeps an op's input only when a gradient needs it, so a
// frozen linear keeps nothing of its input while a trained one (or a LoRA
// adapter on it) keeps it. Shapes from the architecture; dtype a bytes.
func layerSaved(in Inputs, tr trainableSet) []layerTerm {
	a := in.Arch
	p := in.Precision.ActBytes()
	h, q, kv := a.HiddenSize, a.AttnDim(), a.KVDim()
	s := SequenceLength(in)
	var out []layerTerm
	add := func(what string, n int64) {
		if n > 0 {
			out = append(out, layerTerm{what, n})
		}
	}
	add("2 norms' inputs", 2*normBytes(in))
	if in.Method == Full {
		add("2 norms' outputs for their weights", 2*p*h)
	}
	shared := sharedInputs(in)
	if shared && (tr.any("q", "k", "v") || in.Method == Full) {
		add("attention input (trained q/k/v)", p*h)
	}
	// Attention kept tensors: grouped-query k and v go to flash and SDPA
	// unexpanded (transformers' use_gqa_in_sdpa: torch >= 2.5, no mask);
	// eager attention repeats them to every head.
	kvKept := kv
	if in.Attention == Eager || in.FusedQKV {
		kvKept = q
	}
	switch in.Attention {
	case Eager:
		add("q, k, v for the score matmuls", p*(q+2*kvKept))
		scores := 4 * a.Heads * s // fp32 softmax output
		if p == 2 {
			scores += p * a.Heads * s // and its cast back to 16-bit
		}
		add(fmt.Sprintf("attention scores (%d heads × %d)", a.Heads, s), scores)
	default:
		add("q, k, v and output (fused attention)", p*(2*q+2*kvKept))
	}
	if in.FusedQKV && kv == q {
		// Without grouping litgpt takes v as a view of the fused output
		// (split and reshape copy nothing; q and k are new after RoPE's
		// cat), so the saved v holds the whole q+2kv-wide output.
		add("fused qkv output held by v's view", p*(q+kv))
	}
	if shared && (tr.any("o") || in.Method == Full) {
		add("output projection input", p*q)
	}
	add("fused qkv adapter's zero-padded output (index_copy keeps its source)", zeroPadSaved(in, tr))
	out = append(out, quantSaved(in, p)...)
	out = append(out, mlpSaved(in, tr, p)...)
	out = append(out, loraSaved(in, tr, p)...)
	out = append(out, dropoutSaved(in, p)...)
	if a.MoE() {
		add("router logits", 4*a.Experts)
	}
	return out
}

// zeroPadSaved: litgpt's fused q, k, v adapter with some of q, k and v
// left out (q and v: lora_key false) pads its output with zeros
// (litgpt/lora.py LoRAQKVLinear.zero_pad): x.reshape(-1, sum(qkv_shapes))
// copies the transposed adapter output and result.index_copy(1, lora_ind,
// source) keeps that source for its backward (PyTorch derivatives.yaml,
// index_copy: source's gradient is grad.index_select(dim,
// index).expand_as(source); IndexCopyBackward0 holds a SavedVariable
// source_). Per token: the adapted widths in the adapter's dtype. With all
// three adapted zero_pad returns its input and keeps nothing.
func zeroPadSaved(in Inputs, tr trainableSet) int64 {
	if !in.FusedQKV || in.Method == Full {
		return 0
	}
	q, k, v := tr.roles["q"], tr.roles["k"], tr.roles["v"]
	if !(q || k || v) || (q && k && v) {
		return 0
	}
	var width int64
	if q {
		width += in.Arch.AttnDim()
	}
	if k {
		width += in.Arch.KVDim()
	}
	if v {
		width += in.Arch.KVDim()
	}
	return in.adapterBytes() * width
}

// sharedInputs reports whether a trained linear's input is kept once for
// every layer reading it: full fine-tuning, and LoRA adapters in the
// model's dtype without dropout. peft's fp32 adapters cast the input per
// adapter (loraSaved counts those copies instead).
// With dropout the adapter keeps its dropped copy instead (loraSaved), and
// a 4-bit linear that keeps its input covers it (quantKeeps).
func sharedInputs(in Inputs) bool {
	if in.Method == Full {
		return true
	}
	return !in.fp32Adapters() && in.LoRADropout == 0 && !quantKeeps(in)
}

// dropoutSaved: GPT-2 and BERT-class layers (LayerNorm, GELU) train with
// dropout 0.1 by default (resid_pdrop, attn_pdrop, hidden_dropout_prob):
// each dropout keeps a 1-byte mask, the attention-probability dropout
// (eager) also the dropped probabilities the value matmul reads.
func dropoutSaved(in Inputs, p int64) []layerTerm {
	a := in.Arch
	if a.Family != modelinfo.FamilyGPT {
		return nil
	}
	out := []layerTerm{{"2 residual dropout masks", 2 * a.HiddenSize}}
	if in.Attention == Eager {
		out = append(out, layerTerm{"attention dropout mask and dropped probabilities", (1 + p) * a.Heads * SequenceLength(in)})
	}
	return out
}

func mlpSaved(in Inputs, tr trainableSet, p int64) []layerTerm {
	a := in.Arch
	var out []layerTerm
	h := a.HiddenSize
	inter, share := a.Intermediate, int64(1)
	if a.MoE() {
		inter, share = a.ExpertIntermediate, a.ExpertsPerToken
	}
	mlpIn := sharedInputs(in) && (tr.any("gate", "up", "fc1") || in.Method == Full)
	if mlpIn {
		out = append(out, layerTerm{"MLP input (trained)", p * h * share})
	}
	gated := a.Family != modelinfo.FamilyGPT && a.Family != modelinfo.FamilyDiT
	kept := int64(3) // gate, up, silu(gate)
	if in.Compile {
		kept = 2
	}
	if !gated {
		kept = 1 // fc1's output for the GELU
	}
	n := kept * p * inter * share
	if a.MoE() && a.SharedExpertIntermediate > 0 {
		n += kept * p * a.SharedExpertIntermediate
	}
	out = append(out, layerTerm{fmt.Sprintf("MLP intermediates (%d × %d)", kept, inter), n})
	if sharedInputs(in) && (tr.any("down", "fc2") || in.Method == Full) {
		out = append(out, layerTerm{"MLP down input (trained)", p * inter * share})
	}
	return out
}

// loraSaved: each adapter keeps its rank-r intermediate (in the adapter's
// dtype), and its own copy of its input when peft casts the input to the
// fp32 adapter's dtype (LoraLayer._cast_input_dtype, with dropout 0 too) or
// when dropout drops it: (a + 1) B × its input width, a the adapter's bytes
// and 1 the dropout mask.
func loraSaved(in Inputs, tr trainableSet, p int64) []layerTerm {
	if in.Method == Full || tr.modules == 0 {
		return nil
	}
	ab := in.adapterBytes()
	out := []layerTerm{{fmt.Sprintf("%d adapters' rank-%d outputs", tr.modules, in.LoRARank), tr.modules * in.LoRARank * ab}}
	switch {
	case in.LoRADropout > 0:
		out = append(out, layerTerm{fmt.Sprintf("adapters' dropped input copies (%d B) and masks", ab), tr.inputs * (ab + 1)})
	case in.fp32Adapters():
		out = append(out, layerTerm{"adapters' fp32 input copies (peft casts each adapter's input)", tr.inputs * 4})
	}
	return out
}

// layerActivations is what all layers keep at the end of the forward pass
// (the backward pass's peak, with the logits' loss backward), per sample.
// With checkpointing the logits' peak comes before any layer is recomputed
// (their memory is freed by then), so a recomputed layer counts only by
// what it holds beyond the logits.
func layerActivations(in Inputs, tr trainableSet, logits int64) Component {
	terms := layerSaved(in, tr)
	s, layers := SequenceLength(in), in.Arch.Layers
	var perToken int64
	parts := make([]string, 0, len(terms))
	for _, t := range terms {
		perToken += t.bytes
		parts = append(parts, fmt.Sprintf("%s %d", t.what, t.bytes))
	}
	perLayer := perToken * s
	final := int64(0)
	if in.Arch.Vocab > 0 && !in.Diffusion {
		final = normBytes(in) * s // the final norm's kept input, before the head
	}
	c := Component{Name: "activations", Source: activationSources(in, tr)}
	detail := fmt.Sprintf("per token per layer %d B = %s; + final norm %d B per token", perToken, strings.Join(parts, " + "), final/max(s, 1))
	switch {
	case in.GradientCheckpointing && in.ActivationOffload:
		c.Bytes = 2*perLayer + final
		c.Formula = fmt.Sprintf("b × 2 layers in flight × s %d × %d B (checkpoints offloaded to CPU); %s", s, perToken, detail)
	case in.GradientCheckpointing:
		ckpt := layers * in.Precision.ActBytes() * in.Arch.HiddenSize * s
		c.Bytes = ckpt + final + max(0, perLayer-logits)
		c.Formula = fmt.Sprintf("b × (%d layer inputs × s %d × h %d × %d B + one layer recomputed, s × %d B, beyond the logits' %d B freed before it); %s",
			layers, s, in.Arch.HiddenSize, in.Precision.ActBytes(), perToken, logits, detail)
	default:
		c.Bytes = layers*perLayer + final
		c.Formula = fmt.Sprintf("b × %d layers × s %d × %d B; %s", layers, s, perToken, detail)
	}
	return c
}

// activationSources names where the kept tensors' terms come from, for
// --explain.
func activationSources(in Inputs, tr trainableSet) string {
	out := []string{"autograd keeps an op's inputs only when a gradient needs them (docs/estimate.md)"}
	a := in.Arch
	add := func(on bool, s string) {
		if on {
			out = append(out, s)
		}
	}
	add(normBytes(in) == 4*a.HiddenSize, "transformers LlamaRMSNorm keeps its fp32 upcast")
	add(in.Attention != Eager && !in.FusedQKV && a.KVDim() < a.AttnDim(), "transformers use_gqa_in_sdpa: k and v unexpanded (torch >= 2.5, no mask)")
	add(in.FusedQKV, "--fused-qkv: one dropout copy for q, k, v (litgpt/lora.py LoRAQKVLinear.forward), k and v repeated to every head before SDPA (litgpt/model.py CausalSelfAttention.forward: k.expand, reshape)")
	add(zeroPadSaved(in, tr) > 0, "litgpt/lora.py LoRAQKVLinear.zero_pad: index_copy keeps its source, the adapted q/k/v outputs (IndexCopyBackward0 saves source)")
	add(quantKeeps(in), "bitsandbytes 0.42.0 MatMul4Bit.forward keeps each 4-bit linear's input on ctx (autograd/_functions.py:522-523)")
	add(quantKeeps(in) && in.GraphHeld, "--graph-held: the last step's logits keep its graph, and ctx.tensors with it, into the next forward (litgpt/finetune/lora.py fit())")
	add(in.fp32Adapters(), "peft LoraLayer._cast_input_dtype: each adapter keeps an fp32 copy of its input")
	add(a.Family == modelinfo.FamilyGPT, "GPT-2/BERT configs train with dropout 0.1 (resid_pdrop, attn_pdrop, hidden_dropout_prob)")
	add(in.GradientCheckpointing, "checkpointed: the loss's backward frees the logits before a layer is recomputed (H100 records)")
	return strings.Join(out, "; ")
}

// normBytes is what a norm keeps per token: RMSNorm upcasts its input to
// fp32 and keeps that (transformers' LlamaRMSNorm); LayerNorm, and RMSNorm
// compiled, keep the 16-bit input.
func normBytes(in Inputs) int64 {
	if in.Compile || in.Arch.Family == modelinfo.FamilyGPT {
		return in.Precision.ActBytes() * in.Arch.HiddenSize
	}
	return 4 * in.Arch.HiddenSize
}

func unetActivations(in Inputs) Component {
	perPixel := int64(UNetBytesPerPixel)
	if in.GradientCheckpointing {
		perPixel = UNetCheckpointedBytesPerPixel
	}
	pixels := in.Resolution * in.Resolution
	scale := in.Precision.ActBytes() / 2
	return Component{Name: "activations", Bytes: pixels * perPixel * scale,
		Formula: fmt.Sprintf("b × %d×%d pixels × %d B per pixel (rough UNet term)", in.Resolution, in.Resolution, perPixel*scale),
		Source:  "spkit's placeholder until probe measures a UNet"}
}

// litgptHeadChunk is the tokens per chunk of litgpt's LoRA loop's output
// head (litgpt/finetune/lora.py fit(): model(input_ids,
// lm_head_chunk_size=128)) and of chunked_cross_entropy (chunk_size=128).
const litgptHeadChunk = 128
