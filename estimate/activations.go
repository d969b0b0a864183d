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
	out := []Component{layerActivations(in, trainable)}
	if v := in.Arch.Vocab; v > 0 && !in.Diffusion {
		out = append(out, logitLine(in))
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
	// Norms: RMSNorm upcasts its input to fp32 and keeps it (LayerNorm keeps
	// its input); compiled, only the input and the inverse RMS.
	normBytes := int64(4) * h
	if in.Compile || a.Family == modelinfo.FamilyGPT {
		normBytes = p * h
	}
	add("2 norms' inputs", 2*normBytes)
	if in.Method == Full {
		add("2 norms' outputs for their weights", 2*p*h)
	}
	if tr.any("q", "k", "v") || in.Method == Full {
		add("attention input (trained q/k/v)", p*h)
	}
	// Attention kept tensors.
	kvKept := kv
	if in.Attention != Flash {
		kvKept = q // expanded to every head before SDPA/eager
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
	if tr.any("o") || in.Method == Full {
		add("output projection input", p*q)
	}
	if in.QuantSavesInputs && in.Method == QLoRA {
		add("4-bit linears' inputs (bitsandbytes keeps them)", p*(2*h+q))
	}
	out = append(out, mlpSaved(in, tr, p)...)
	out = append(out, loraSaved(in, tr, p)...)
	if a.MoE() {
		add("router logits", 4*a.Experts)
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
	mlpIn := tr.any("gate", "up", "fc1") || in.Method == Full
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
	if tr.any("down", "fc2") || in.Method == Full {
		out = append(out, layerTerm{"MLP down input (trained)", p * inter * share})
	}
	return out
}

// loraSaved: each adapter keeps its rank-r intermediate, and with dropout
// its own dropped copy of the input and the mask.
func loraSaved(in Inputs, tr trainableSet, p int64) []layerTerm {
	if in.Method == Full || tr.modules == 0 {
		return nil
	}
	out := []layerTerm{{fmt.Sprintf("%d adapters' rank-%d outputs", tr.modules, in.LoRARank), tr.modules * in.LoRARank * p}}
	if in.LoRADropout > 0 {
		out = append(out, layerTerm{"adapters' dropout copies and masks", tr.inputs * (p + 1)})
	}
	return out
}

// layerActivations is what all layers keep at the end of the forward pass
// (the backward pass's peak), per sample.
func layerActivations(in Inputs, tr trainableSet) Component {
	terms := layerSaved(in, tr)
	s, layers := SequenceLength(in), in.Arch.Layers
	var perToken int64
	parts := make([]string, 0, len(terms))
	for _, t := range terms {
		perToken += t.bytes
		parts = append(parts, fmt.Sprintf("%s %d", t.what, t.bytes))
	}
	perLayer := perToken * s
	c := Component{Name: "activations", Source: "PyTorch autograd keeps an op's inputs only when a gradient needs them; kept tensors counted per op (docs/estimate.md)"}
	detail := fmt.Sprintf("per token per layer %d B = %s", perToken, strings.Join(parts, " + "))
	switch {
	case in.GradientCheckpointing && in.ActivationOffload:
		c.Bytes = 2 * perLayer
		c.Formula = fmt.Sprintf("b × 2 layers in flight × s %d × %d B (checkpoints offloaded to CPU); %s", s, perToken, detail)
	case in.GradientCheckpointing:
		c.Bytes = layers*in.Precision.ActBytes()*in.Arch.HiddenSize*s + perLayer
		c.Formula = fmt.Sprintf("b × (%d layer inputs × s %d × h %d × %d B + one layer recomputed, s × %d B); %s",
			layers, s, in.Arch.HiddenSize, in.Precision.ActBytes(), perToken, detail)
	default:
		c.Bytes = layers * perLayer
		c.Formula = fmt.Sprintf("b × %d layers × s %d × %d B; %s", layers, s, perToken, detail)
	}
	return c
}

// logitLine is the output head's logits and the loss's kept tensors at the
// start of the backward pass, per sample.
func logitLine(in Inputs) Component {
	p, v, s := in.Precision.ActBytes(), in.Arch.Vocab, in.SeqLen
	var perEntry int64
	var why string
	switch in.Loss {
	case LossChunked:
		perEntry = p + 4 + 2*4/lossChunks
		why = fmt.Sprintf("logits %d B + fp32 log-softmax 4 B + one chunk's fp32 gradients 8/%d B", p, lossChunks)
	case LossNative:
		perEntry = 2*p + p
		why = fmt.Sprintf("logits %d B + log-softmax %d B + gradient %d B, no upcast", p, p, p)
	case LossFused:
		perEntry = 0
		why = "fused head and loss: no logits kept"
	default:
		perEntry = p + 4 + 4 + 4
		why = fmt.Sprintf("logits %d B + fp32 log-softmax 4 B + its gradient and the logits' fp32 gradient 8 B", p)
	}
	return Component{Name: "logits", Bytes: s * v * perEntry,
		Formula: fmt.Sprintf("b × s %d × vocab %d × %d B (%s)", s, v, perEntry, why),
		Source:  "cross-entropy keeps log-softmax; transformers upcasts logits to fp32; torchtune chunks the upcast"}
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
