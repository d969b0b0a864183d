package modelinfo

import "fmt"

// fluxTensors is diffusers' FluxTransformer2DModel: timestep (and
// guidance) and pooled-text embedders, the context and latent embedders,
// DoubleLayers two-stream blocks (AdaLN-Zero modulation, joint attention
// with RMS-normed q/k, a GELU MLP per stream) and the single-stream rest
// (fused attention + MLP, proj_out over both), then AdaLN out and proj_out.
func (a Arch) fluxTensors() []Tensor {
	l := &tensorList{dtype: a.DType()}
	d, hd := a.HiddenSize, a.HiddenSize/a.Heads
	timestepEmbedder(l, "time_text_embed.timestep_embedder", d)
	if a.boolKey("guidance_embeds", false) {
		timestepEmbedder(l, "time_text_embed.guidance_embedder", d)
	}
	l.linear("time_text_embed.text_embedder.linear_1", d, a.intKey("pooled_projection_dim", 768), true)
	l.linear("time_text_embed.text_embedder.linear_2", d, d, true)
	l.linear("context_embedder", d, a.intKey("joint_attention_dim", 4096), true)
	in := a.intKey("in_channels", 64)
	l.linear("x_embedder", d, in, true)
	for i := int64(0); i < a.DoubleLayers; i++ {
		p := fmt.Sprintf("transformer_blocks.%d.", i)
		l.linear(p+"norm1.linear", 6*d, d, true)
		l.linear(p+"norm1_context.linear", 6*d, d, true)
		jointAttention(l, p+"attn.", d, hd)
		feedForward(l, p+"ff.", d)
		feedForward(l, p+"ff_context.", d)
	}
	for i := a.DoubleLayers; i < a.Layers; i++ {
		p := fmt.Sprintf("single_transformer_blocks.%d.", i-a.DoubleLayers)
		l.linear(p+"norm.linear", 3*d, d, true)
		l.linear(p+"proj_mlp", 4*d, d, true)
		l.linear(p+"proj_out", d, 5*d, true)
		for _, n := range []string{"to_q", "to_k", "to_v"} {
			l.linear(p+"attn."+n, d, d, true)
		}
		l.add(p+"attn.norm_q.weight", hd)
		l.add(p+"attn.norm_k.weight", hd)
	}
	l.linear("norm_out.linear", 2*d, d, true)
	patch := a.intKey("patch_size", 1)
	l.linear("proj_out", patch*patch*a.intKey("out_channels", in), d, true)
	return l.out
}

// qwenImageTensors is diffusers' QwenImageTransformer2DModel: every block
// is two-stream (img_mod/txt_mod modulation, joint attention, a GELU MLP per
// stream); the text stream enters through an RMSNorm and txt_in.
func (a Arch) qwenImageTensors() []Tensor {
	l := &tensorList{dtype: a.DType()}
	d, hd := a.HiddenSize, a.HiddenSize/a.Heads
	joint := a.intKey("joint_attention_dim", 3584)
	timestepEmbedder(l, "time_text_embed.timestep_embedder", d)
	l.add("txt_norm.weight", joint)
	l.linear("img_in", d, a.intKey("in_channels", 64), true)
	l.linear("txt_in", d, joint, true)
	for i := int64(0); i < a.Layers; i++ {
		p := fmt.Sprintf("transformer_blocks.%d.", i)
		l.linear(p+"img_mod.1", 6*d, d, true)
		l.linear(p+"txt_mod.1", 6*d, d, true)
		jointAttention(l, p+"attn.", d, hd)
		feedForward(l, p+"img_mlp.", d)
		feedForward(l, p+"txt_mlp.", d)
	}
	l.linear("norm_out.linear", 2*d, d, true)
	patch := a.intKey("patch_size", 2)
	l.linear("proj_out", patch*patch*a.intKey("out_channels", 16), d, true)
	return l.out
}

func timestepEmbedder(l *tensorList, p string, d int64) {
	l.linear(p+".linear_1", d, 256, true)
	l.linear(p+".linear_2", d, d, true)
}

// jointAttention: image-stream and text-stream projections with RMSNorm
// over each head's q and k.
func jointAttention(l *tensorList, p string, d, hd int64) {
	for _, n := range []string{"to_q", "to_k", "to_v", "add_q_proj", "add_k_proj", "add_v_proj", "to_out.0", "to_add_out"} {
		l.linear(p+n, d, d, true)
	}
	for _, n := range []string{"norm_q", "norm_k", "norm_added_q", "norm_added_k"} {
		l.add(p+n+".weight", hd)
	}
}

// feedForward is diffusers' FeedForward with GELU (tanh): 4·d inner.
func feedForward(l *tensorList, p string, d int64) {
	l.linear(p+"net.0.proj", 4*d, d, true)
	l.linear(p+"net.2", d, 4*d, true)
}
