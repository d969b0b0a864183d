package estimate

import "fmt"

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
	// logitBytes per token and vocabulary entry: the fp32 logits the loss
	// upcasts to, and the fp32 log-softmax it keeps for the backward pass.
	logitBytes = 8
)

// activationLines are the per-sample lines, for one sample.
func activationLines(in Inputs) []Component {
	if in.Arch.UNet {
		return []Component{unetActivations(in)}
	}
	out := []Component{transformerActivations(in)}
	if v := in.Arch.Vocab; v > 0 && !in.Diffusion {
		out = append(out, Component{Name: "logits", Bytes: in.SeqLen * v * logitBytes,
			Formula: fmt.Sprintf("b × s %d × vocab %d × %d B (fp32 logits + log-softmax)", in.SeqLen, v, logitBytes)})
	}
	return out
}

// SequenceLength is the tokens per sample: --seq-len for language models,
// image tokens plus text tokens for diffusion transformers.
func SequenceLength(in Inputs) int64 {
	if in.Diffusion {
		return in.Resolution*in.Resolution/PixelsPerToken + TextTokens
	}
	return in.SeqLen
}

// transformerActivations is Korthikanti et al. 2022 ("Reducing Activation
// Recomputation in Large Transformer Models", eq. 1, no tensor parallelism):
// s·b·h·(34 + 5·a·s/h) bytes per layer in 16-bit. With fused attention (SDPA,
// FlashAttention) the 5·a·s/h term of stored attention scores goes away, as
// in the paper's selective recomputation. With full recomputation (gradient
// checkpointing) each layer keeps its 2·s·b·h input, plus one layer's full
// activations while it is recomputed.
func transformerActivations(in Inputs) Component {
	a := in.Arch
	s, h, heads, layers := SequenceLength(in), a.HiddenSize, a.Heads, a.Layers
	perLayer := s * h * 34
	term := "34"
	if in.Attention == Eager {
		perLayer += 5 * heads * s * s
		term = fmt.Sprintf("34 + 5·%d·%d/%d", heads, s, h)
	}
	scale := in.Precision.Bytes() / 2
	c := Component{Name: "activations"}
	if in.GradientCheckpointing {
		c.Bytes = (layers*2*s*h + perLayer) * scale
		c.Formula = fmt.Sprintf("b × (2·s·h × %d layers + one layer s·h·(%s)), s %d, h %d", layers, term, s, h)
	} else {
		c.Bytes = layers * perLayer * scale
		c.Formula = fmt.Sprintf("b × s·h·(%s) × %d layers, s %d, h %d", term, layers, s, h)
	}
	if scale != 1 {
		c.Formula += fmt.Sprintf(", × %d for %s", scale, in.Precision)
	}
	return c
}

func unetActivations(in Inputs) Component {
	perPixel := int64(UNetBytesPerPixel)
	if in.GradientCheckpointing {
		perPixel = UNetCheckpointedBytesPerPixel
	}
	pixels := in.Resolution * in.Resolution
	scale := in.Precision.Bytes() / 2
	return Component{Name: "activations", Bytes: pixels * perPixel * scale,
		Formula: fmt.Sprintf("b × %d×%d pixels × %d B per pixel (rough UNet term)", in.Resolution, in.Resolution, perPixel*scale)}
}
