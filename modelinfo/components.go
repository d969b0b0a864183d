package modelinfo

import (
	"fmt"
	"strings"
)

// componentTensors lists the tensors of a diffusion pipeline's frozen
// parts from their config.json: CLIP and T5 text encoders, a Llama-family
// or Qwen2.5-VL language model used as text encoder, and diffusers'
// AutoencoderKL. ok is false for a class spkit does not know.
func componentTensors(m map[string]any) (tensors []Tensor, ok bool) {
	class, _ := m["_class_name"].(string)
	if arch, _ := m["architectures"].([]any); len(arch) > 0 && class == "" {
		class, _ = arch[0].(string)
	}
	a := archFrom(m)
	l := &tensorList{dtype: a.DType()}
	switch {
	case strings.HasPrefix(class, "CLIPTextModel"):
		clipText(l, a, strings.HasSuffix(class, "WithProjection"))
	case class == "T5EncoderModel":
		t5Encoder(l, a)
	case class == "AutoencoderKL":
		autoencoderKL(l, a)
	case strings.HasPrefix(class, "Qwen2_5_VL"):
		if a.check("") != nil || !a.Complete() {
			return nil, false
		}
		a.Family, a.ModelType = FamilyLlama, "qwen2"
		l.out = a.llamaTensors()
		if vc, ok := m["vision_config"].(map[string]any); ok {
			qwen25Vision(l, vc)
		}
	default:
		return nil, false
	}
	return l.out, a.check("") == nil
}

func clipText(l *tensorList, a Arch, projection bool) {
	h, inter := a.HiddenSize, a.Intermediate
	l.add("text_model.embeddings.token_embedding.weight", a.Vocab, h)
	l.add("text_model.embeddings.position_embedding.weight", a.intKey("max_position_embeddings", 77), h)
	for i := int64(0); i < a.Layers; i++ {
		p := fmt.Sprintf("text_model.encoder.layers.%d.", i)
		for _, n := range []string{"q_proj", "k_proj", "v_proj", "out_proj"} {
			l.linear(p+"self_attn."+n, h, h, true)
		}
		layerNorm(l, p+"layer_norm1", h)
		layerNorm(l, p+"layer_norm2", h)
		l.linear(p+"mlp.fc1", inter, h, true)
		l.linear(p+"mlp.fc2", h, inter, true)
	}
	layerNorm(l, "text_model.final_layer_norm", h)
	if projection {
		l.add("text_projection.weight", a.intKey("projection_dim", h), h)
	}
}

// t5Encoder is T5's encoder with a gated-GELU MLP (T5 v1.1, as FLUX and
// Stable Diffusion 3 use): relative position biases in the first layer.
func t5Encoder(l *tensorList, a Arch) {
	d, ff := a.HiddenSize, a.intKey("d_ff", 4*a.HiddenSize)
	inner := a.Heads * a.intKey("d_kv", 64)
	l.add("shared.weight", a.Vocab, d)
	gated := strings.HasPrefix(fmt.Sprint(a.rawValue("feed_forward_proj")), "gated")
	for i := int64(0); i < a.Layers; i++ {
		p := fmt.Sprintf("encoder.block.%d.layer.", i)
		for _, n := range []string{"q", "k", "v"} {
			l.add(p+"0.SelfAttention."+n+".weight", inner, d)
		}
		l.add(p+"0.SelfAttention.o.weight", d, inner)
		if i == 0 {
			l.add(p+"0.SelfAttention.relative_attention_bias.weight", a.intKey("relative_attention_num_buckets", 32), a.Heads)
		}
		l.add(p+"0.layer_norm.weight", d)
		if gated {
			l.add(p+"1.DenseReluDense.wi_0.weight", ff, d)
			l.add(p+"1.DenseReluDense.wi_1.weight", ff, d)
		} else {
			l.add(p+"1.DenseReluDense.wi.weight", ff, d)
		}
		l.add(p+"1.DenseReluDense.wo.weight", d, ff)
		l.add(p+"1.layer_norm.weight", d)
	}
	l.add("encoder.final_layer_norm.weight", d)
}

// qwen25Vision is Qwen2.5-VL's vision tower: a 3-D patch embedding, blocks
// of RMSNorm, fused qkv attention and a gated MLP, and the patch merger.
func qwen25Vision(l *tensorList, vc map[string]any) {
	v := archFrom(vc)
	h, inter := v.HiddenSize, v.Intermediate
	patch, tp := v.intKey("patch_size", 14), v.intKey("temporal_patch_size", 2)
	l.add("visual.patch_embed.proj.weight", h, v.intKey("in_chans", 3), tp, patch, patch)
	depth := v.intKey("depth", 0)
	for i := int64(0); i < min(depth, maxLayers); i++ {
		p := fmt.Sprintf("visual.blocks.%d.", i)
		l.add(p+"norm1.weight", h)
		l.add(p+"norm2.weight", h)
		l.linear(p+"attn.qkv", 3*h, h, true)
		l.linear(p+"attn.proj", h, h, true)
		l.linear(p+"mlp.gate_proj", inter, h, true)
		l.linear(p+"mlp.up_proj", inter, h, true)
		l.linear(p+"mlp.down_proj", h, inter, true)
	}
	merge := v.intKey("spatial_merge_size", 2)
	m := h * merge * merge
	l.add("visual.merger.ln_q.weight", h)
	l.linear("visual.merger.mlp.0", m, m, true)
	l.linear("visual.merger.mlp.2", v.intKey("out_hidden_size", h), m, true)
}

func layerNorm(l *tensorList, p string, h int64) {
	l.add(p+".weight", h)
	l.add(p+".bias", h)
}

// autoencoderKL is diffusers' AutoencoderKL (Stable Diffusion, FLUX): an
// encoder and a decoder of ResNet blocks over block_out_channels, a
// mid-block with one attention, and the optional 1×1 quant convolutions.
func autoencoderKL(l *tensorList, a Arch) {
	chans := intList(a.rawValue("block_out_channels"))
	if len(chans) == 0 || len(chans) > 16 {
		return
	}
	per := a.intKey("layers_per_block", 1)
	in, out, latent := a.intKey("in_channels", 3), a.intKey("out_channels", 3), a.intKey("latent_channels", 4)
	last := chans[len(chans)-1]
	conv(l, "encoder.conv_in", in, chans[0], 3)
	prev := chans[0]
	for i, c := range chans {
		for j := int64(0); j < per; j++ {
			resnet(l, fmt.Sprintf("encoder.down_blocks.%d.resnets.%d", i, j), prev, c)
			prev = c
		}
		if i < len(chans)-1 {
			conv(l, fmt.Sprintf("encoder.down_blocks.%d.downsamplers.0.conv", i), c, c, 3)
		}
	}
	midBlock(l, "encoder.mid_block", last)
	groupNorm(l, "encoder.conv_norm_out", last)
	conv(l, "encoder.conv_out", last, 2*latent, 3)
	conv(l, "decoder.conv_in", latent, last, 3)
	midBlock(l, "decoder.mid_block", last)
	prev = last
	for i := range chans {
		c := chans[len(chans)-1-i]
		for j := int64(0); j <= per; j++ {
			resnet(l, fmt.Sprintf("decoder.up_blocks.%d.resnets.%d", i, j), prev, c)
			prev = c
		}
		if i < len(chans)-1 {
			conv(l, fmt.Sprintf("decoder.up_blocks.%d.upsamplers.0.conv", i), c, c, 3)
		}
	}
	groupNorm(l, "decoder.conv_norm_out", chans[0])
	conv(l, "decoder.conv_out", chans[0], out, 3)
	if a.boolKey("use_quant_conv", true) {
		conv(l, "quant_conv", 2*latent, 2*latent, 1)
	}
	if a.boolKey("use_post_quant_conv", true) {
		conv(l, "post_quant_conv", latent, latent, 1)
	}
}

func midBlock(l *tensorList, p string, c int64) {
	resnet(l, p+".resnets.0", c, c)
	groupNorm(l, p+".attentions.0.group_norm", c)
	for _, n := range []string{"to_q", "to_k", "to_v", "to_out.0"} {
		l.linear(p+".attentions.0."+n, c, c, true)
	}
	resnet(l, p+".resnets.1", c, c)
}

func resnet(l *tensorList, p string, in, out int64) {
	groupNorm(l, p+".norm1", in)
	conv(l, p+".conv1", in, out, 3)
	groupNorm(l, p+".norm2", out)
	conv(l, p+".conv2", out, out, 3)
	if in != out {
		conv(l, p+".conv_shortcut", in, out, 1)
	}
}

func conv(l *tensorList, p string, in, out, k int64) {
	l.add(p+".weight", out, in, k, k)
	l.add(p+".bias", out)
}

func groupNorm(l *tensorList, p string, c int64) {
	l.add(p+".weight", c)
	l.add(p+".bias", c)
}

// intList reads a JSON list of positive whole numbers below maxDim.
func intList(v any) []int64 {
	list, _ := v.([]any)
	out := make([]int64, 0, len(list))
	for _, x := range list {
		f, ok := x.(float64)
		if !ok || f < 1 || f > maxDim || f != float64(int64(f)) {
			return nil
		}
		out = append(out, int64(f))
	}
	return out
}
