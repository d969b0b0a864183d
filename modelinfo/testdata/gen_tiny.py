#!/usr/bin/env python3
"""Writes the tiny config + safetensors-header fixtures under tiny/.

Each fixture is a small config.json in a real model's key layout and the
header its checkpoint would have, written here independently of spkit's
Go code (the tensor names and shapes each transformers/diffusers class
saves, by hand). modelinfo's tests check that the parameters spkit counts
from the config alone equal the header's. Run: python3 gen_tiny.py
"""
import json, os

def lin(t, name, out, inp, bias=False):
    t[name + ".weight"] = [out, inp]
    if bias:
        t[name + ".bias"] = [out]

def llama_like(cfg, qkv_bias=False, qk_norm=False, four_norms=False, fused=False, moe=None, include_tied_head=False):
    h, L, V, I = cfg["hidden_size"], cfg["num_hidden_layers"], cfg["vocab_size"], cfg.get("intermediate_size", 0)
    heads, kvh = cfg["num_attention_heads"], cfg.get("num_key_value_heads", cfg["num_attention_heads"])
    hd = cfg.get("head_dim", h // heads)
    t = {"model.embed_tokens.weight": [V, h], "model.norm.weight": [h]}
    for i in range(L):
        p = f"model.layers.{i}."
        if fused:
            lin(t, p + "self_attn.qkv_proj", heads * hd + 2 * kvh * hd, h)
        else:
            lin(t, p + "self_attn.q_proj", heads * hd, h, qkv_bias)
            lin(t, p + "self_attn.k_proj", kvh * hd, h, qkv_bias)
            lin(t, p + "self_attn.v_proj", kvh * hd, h, qkv_bias)
        lin(t, p + "self_attn.o_proj", h, heads * hd)
        if qk_norm:
            t[p + "self_attn.q_norm.weight"] = [hd]
            t[p + "self_attn.k_norm.weight"] = [hd]
        for n in ["input_layernorm", "post_attention_layernorm"] + (["pre_feedforward_layernorm", "post_feedforward_layernorm"] if four_norms else []):
            t[p + n + ".weight"] = [h]
        if moe == "mixtral":
            E, e = cfg["num_local_experts"], cfg["intermediate_size"]
            lin(t, p + "block_sparse_moe.gate", E, h)
            for x in range(E):
                q = p + f"block_sparse_moe.experts.{x}."
                lin(t, q + "w1", e, h); lin(t, q + "w2", h, e); lin(t, q + "w3", e, h)
        elif moe == "qwen":
            E, e = cfg["num_experts"], cfg["moe_intermediate_size"]
            lin(t, p + "mlp.gate", E, h)
            for x in range(E):
                q = p + f"mlp.experts.{x}."
                lin(t, q + "gate_proj", e, h); lin(t, q + "up_proj", e, h); lin(t, q + "down_proj", h, e)
            s = cfg.get("shared_expert_intermediate_size")
            if s:
                q = p + "mlp.shared_expert."
                lin(t, q + "gate_proj", s, h); lin(t, q + "up_proj", s, h); lin(t, q + "down_proj", h, s)
                lin(t, p + "mlp.shared_expert_gate", 1, h)
        elif fused:
            lin(t, p + "mlp.gate_up_proj", 2 * I, h); lin(t, p + "mlp.down_proj", h, I)
        else:
            lin(t, p + "mlp.gate_proj", I, h); lin(t, p + "mlp.up_proj", I, h); lin(t, p + "mlp.down_proj", h, I)
    if not cfg.get("tie_word_embeddings", False) or include_tied_head:
        t["lm_head.weight"] = [V, h]
    return t

def flux(cfg):
    d = cfg["num_attention_heads"] * cfg["attention_head_dim"]; hd = cfg["attention_head_dim"]
    t = {}
    for e in ["timestep_embedder", "guidance_embedder"]:
        lin(t, f"time_text_embed.{e}.linear_1", d, 256, True); lin(t, f"time_text_embed.{e}.linear_2", d, d, True)
    lin(t, "time_text_embed.text_embedder.linear_1", d, cfg["pooled_projection_dim"], True)
    lin(t, "time_text_embed.text_embedder.linear_2", d, d, True)
    lin(t, "context_embedder", d, cfg["joint_attention_dim"], True)
    lin(t, "x_embedder", d, cfg["in_channels"], True)
    for i in range(cfg["num_layers"]):
        p = f"transformer_blocks.{i}."
        lin(t, p + "norm1.linear", 6 * d, d, True); lin(t, p + "norm1_context.linear", 6 * d, d, True)
        joint(t, p + "attn.", d, hd)
        for f in ["ff.", "ff_context."]:
            lin(t, p + f + "net.0.proj", 4 * d, d, True); lin(t, p + f + "net.2", d, 4 * d, True)
    for i in range(cfg["num_single_layers"]):
        p = f"single_transformer_blocks.{i}."
        lin(t, p + "norm.linear", 3 * d, d, True); lin(t, p + "proj_mlp", 4 * d, d, True); lin(t, p + "proj_out", d, 5 * d, True)
        for n in ["to_q", "to_k", "to_v"]:
            lin(t, p + "attn." + n, d, d, True)
        t[p + "attn.norm_q.weight"] = [hd]; t[p + "attn.norm_k.weight"] = [hd]
    lin(t, "norm_out.linear", 2 * d, d, True)
    lin(t, "proj_out", cfg["patch_size"] ** 2 * cfg["in_channels"], d, True)
    return t

def joint(t, p, d, hd):
    for n in ["to_q", "to_k", "to_v", "add_q_proj", "add_k_proj", "add_v_proj", "to_out.0", "to_add_out"]:
        lin(t, p + n, d, d, True)
    for n in ["norm_q", "norm_k", "norm_added_q", "norm_added_k"]:
        t[p + n + ".weight"] = [hd]

def qwen_image(cfg):
    d = cfg["num_attention_heads"] * cfg["attention_head_dim"]; hd = cfg["attention_head_dim"]; j = cfg["joint_attention_dim"]
    t = {"txt_norm.weight": [j]}
    lin(t, "time_text_embed.timestep_embedder.linear_1", d, 256, True); lin(t, "time_text_embed.timestep_embedder.linear_2", d, d, True)
    lin(t, "img_in", d, cfg["in_channels"], True); lin(t, "txt_in", d, j, True)
    for i in range(cfg["num_layers"]):
        p = f"transformer_blocks.{i}."
        lin(t, p + "img_mod.1", 6 * d, d, True); lin(t, p + "txt_mod.1", 6 * d, d, True)
        joint(t, p + "attn.", d, hd)
        for f in ["img_mlp.", "txt_mlp."]:
            lin(t, p + f + "net.0.proj", 4 * d, d, True); lin(t, p + f + "net.2", d, 4 * d, True)
    lin(t, "norm_out.linear", 2 * d, d, True)
    lin(t, "proj_out", cfg["patch_size"] ** 2 * cfg["out_channels"], d, True)
    return t

def gpt2(cfg):
    h, V = cfg["n_embd"], cfg["vocab_size"]
    t = {"transformer.wte.weight": [V, h], "transformer.wpe.weight": [cfg["n_positions"], h],
         "transformer.ln_f.weight": [h], "transformer.ln_f.bias": [h]}
    for i in range(cfg["n_layer"]):
        p = f"transformer.h.{i}."
        for n in ["ln_1", "ln_2"]:
            t[p + n + ".weight"] = [h]; t[p + n + ".bias"] = [h]
        t[p + "attn.c_attn.weight"] = [h, 3 * h]; t[p + "attn.c_attn.bias"] = [3 * h]
        t[p + "attn.c_proj.weight"] = [h, h]; t[p + "attn.c_proj.bias"] = [h]
        t[p + "mlp.c_fc.weight"] = [h, 4 * h]; t[p + "mlp.c_fc.bias"] = [4 * h]
        t[p + "mlp.c_proj.weight"] = [4 * h, h]; t[p + "mlp.c_proj.bias"] = [h]
    return t

base = {"torch_dtype": "bfloat16"}
fixtures = {
    "llama": ({**base, "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "intermediate_size": 176, "vocab_size": 256, "tie_word_embeddings": False}, {}),
    "llama-tied": ({**base, "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 1, "intermediate_size": 128, "vocab_size": 256, "tie_word_embeddings": True}, {}),
    "mistral": ({**base, "architectures": ["MistralForCausalLM"], "model_type": "mistral", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 8, "num_key_value_heads": 2, "intermediate_size": 224, "vocab_size": 320, "tie_word_embeddings": False}, {}),
    "qwen2": ({**base, "architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "intermediate_size": 160, "vocab_size": 300, "tie_word_embeddings": True}, {"qkv_bias": True}),
    "qwen3": ({**base, "architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 32, "intermediate_size": 192, "vocab_size": 300, "tie_word_embeddings": True, "attention_bias": False}, {"qk_norm": True, "include_tied_head": True}),
    "gemma2": ({**base, "architectures": ["Gemma2ForCausalLM"], "model_type": "gemma2", "hidden_size": 48, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 32, "intermediate_size": 96, "vocab_size": 256}, {"four_norms": True}),
    "gemma3": ({**base, "architectures": ["Gemma3ForCausalLM"], "model_type": "gemma3_text", "hidden_size": 48, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 1, "head_dim": 32, "intermediate_size": 96, "vocab_size": 256}, {"four_norms": True, "qk_norm": True}),
    "phi3": ({**base, "architectures": ["Phi3ForCausalLM"], "model_type": "phi3", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 4, "intermediate_size": 128, "vocab_size": 320, "tie_word_embeddings": False}, {"fused": True}),
    "mixtral": ({**base, "architectures": ["MixtralForCausalLM"], "model_type": "mixtral", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "intermediate_size": 96, "num_local_experts": 4, "num_experts_per_tok": 2, "vocab_size": 256, "tie_word_embeddings": False}, {"moe": "mixtral"}),
    "qwen2-moe": ({**base, "architectures": ["Qwen2MoeForCausalLM"], "model_type": "qwen2_moe", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 4, "intermediate_size": 128, "moe_intermediate_size": 32, "shared_expert_intermediate_size": 128, "num_experts": 6, "num_experts_per_tok": 2, "decoder_sparse_step": 1, "mlp_only_layers": [], "vocab_size": 256, "tie_word_embeddings": False}, {"moe": "qwen", "qkv_bias": True}),
    "qwen3-moe": ({**base, "architectures": ["Qwen3MoeForCausalLM"], "model_type": "qwen3_moe", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 32, "intermediate_size": 192, "moe_intermediate_size": 48, "num_experts": 8, "num_experts_per_tok": 2, "vocab_size": 256, "tie_word_embeddings": False}, {"moe": "qwen", "qk_norm": True}),
}
here = os.path.dirname(os.path.abspath(__file__))

def write(name, cfg, tensors):
    d = os.path.join(here, "tiny", name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "config.json"), "w") as f:
        json.dump(cfg, f, indent=2, sort_keys=True)
    with open(os.path.join(d, "header.json"), "w") as f:
        f.write("{\n" + ",\n".join(json.dumps(k) + ": " + json.dumps({"dtype": "BF16", "shape": v}) for k, v in sorted(tensors.items())) + "\n}\n")

for name, (cfg, kw) in fixtures.items():
    write(name, cfg, llama_like(cfg, **kw))
g = {"architectures": ["GPT2LMHeadModel"], "model_type": "gpt2", "n_embd": 64, "n_layer": 2, "n_head": 4, "n_positions": 128, "vocab_size": 320}
write("gpt2", g, gpt2(g))
fc = {"_class_name": "FluxTransformer2DModel", "attention_head_dim": 16, "guidance_embeds": True, "in_channels": 16, "joint_attention_dim": 96, "num_attention_heads": 4, "num_layers": 2, "num_single_layers": 3, "patch_size": 1, "pooled_projection_dim": 32}
write("flux", fc, flux(fc))
qc = {"_class_name": "QwenImageTransformer2DModel", "attention_head_dim": 16, "guidance_embeds": False, "in_channels": 64, "joint_attention_dim": 80, "num_attention_heads": 4, "num_layers": 2, "out_channels": 16, "patch_size": 2}
write("qwen-image", qc, qwen_image(qc))
