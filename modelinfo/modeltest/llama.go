package modeltest

import "fmt"

// LlamaShape is the architecture of a Llama-family model.
type LlamaShape struct {
	Layers, Hidden, Intermediate, Vocab, Heads, KVHeads int64
	// TiedEmbeddings drops lm_head (the embedding matrix is reused).
	TiedEmbeddings bool
	DType          string
}

// Llama7B is Llama-2-7B (meta-llama/Llama-2-7b-hf config.json).
var Llama7B = LlamaShape{Layers: 32, Hidden: 4096, Intermediate: 11008, Vocab: 32000, Heads: 32, KVHeads: 32, DType: "BF16"}

// Llama70B is Llama-2-70B / Llama-3-70B shaped (grouped-query attention,
// 8 KV heads); Vocab 128256 is Llama 3's.
var Llama70B = LlamaShape{Layers: 80, Hidden: 8192, Intermediate: 28672, Vocab: 128256, Heads: 64, KVHeads: 8, DType: "BF16"}

// Tensors lists the model's tensors with transformers' names and
// [out, in] shapes.
func (s LlamaShape) Tensors() []Tensor {
	kv := s.Hidden / s.Heads * s.KVHeads
	out := []Tensor{{"model.embed_tokens.weight", s.DType, []int64{s.Vocab, s.Hidden}}}
	for i := int64(0); i < s.Layers; i++ {
		p := fmt.Sprintf("model.layers.%d.", i)
		out = append(out,
			Tensor{p + "self_attn.q_proj.weight", s.DType, []int64{s.Hidden, s.Hidden}},
			Tensor{p + "self_attn.k_proj.weight", s.DType, []int64{kv, s.Hidden}},
			Tensor{p + "self_attn.v_proj.weight", s.DType, []int64{kv, s.Hidden}},
			Tensor{p + "self_attn.o_proj.weight", s.DType, []int64{s.Hidden, s.Hidden}},
			Tensor{p + "mlp.gate_proj.weight", s.DType, []int64{s.Intermediate, s.Hidden}},
			Tensor{p + "mlp.up_proj.weight", s.DType, []int64{s.Intermediate, s.Hidden}},
			Tensor{p + "mlp.down_proj.weight", s.DType, []int64{s.Hidden, s.Intermediate}},
			Tensor{p + "input_layernorm.weight", s.DType, []int64{s.Hidden}},
			Tensor{p + "post_attention_layernorm.weight", s.DType, []int64{s.Hidden}},
		)
	}
	out = append(out, Tensor{"model.norm.weight", s.DType, []int64{s.Hidden}})
	if !s.TiedEmbeddings {
		out = append(out, Tensor{"lm_head.weight", s.DType, []int64{s.Vocab, s.Hidden}})
	}
	return out
}

// Config is the model's config.json.
func (s LlamaShape) Config() map[string]any {
	return map[string]any{
		"model_type": "llama", "architectures": []string{"LlamaForCausalLM"},
		"hidden_size": s.Hidden, "num_hidden_layers": s.Layers, "intermediate_size": s.Intermediate,
		"vocab_size": s.Vocab, "num_attention_heads": s.Heads, "num_key_value_heads": s.KVHeads,
		"tie_word_embeddings": s.TiedEmbeddings, "torch_dtype": "bfloat16",
	}
}
