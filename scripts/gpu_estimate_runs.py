#!/usr/bin/env python3
"""spkit estimate against measured fine-tuning runs on a lent GPU (issue 40).

Called by scripts/gpu-record.sh; each subcommand works in one folder DIR:

  plan DIR             write DIR/runs.json (the runs and their settings),
                       DIR/configs/ID/config.json and DIR/args/ID.txt (the
                       spkit estimate flags, one a line). Needs no torch.
  measure DIR          train every run 3 AdamW steps on the GPU and write
                       DIR/measured.json after each run (a timeout keeps
                       what was measured): torch.cuda.max_memory_allocated,
                       max_memory_reserved, the device's used memory at the
                       end (total - free, as nvidia-smi), or "oom".
  maxbatch DIR ID N    the largest batch of run ID that really fits, searched
                       from spkit's answer N (DIR/maxbatch.json).
  compare DIR OUT      join the plan, the measurements and spkit's --json
                       answers (DIR/estimates/ID.json) into OUT.json and
                       OUT.md (the table, the medians, the band).

Models are built from config dicts with random weights (no download):
Llama (TinyLlama-1.1B, Llama-3.2-1B), Qwen2 (Qwen2.5-0.5B, 1.5B), Mistral-7B
at 8 of its 32 layers, Gemma 2 (2B). LoRA is peft's defaults (r 16, alpha 32,
fp32 adapters) unless a run says otherwise; SDPA (eager for Gemma 2, whose
soft-capped attention SDPA cannot run), transformers' loss.
"""
import json
import os
import statistics
import sys
import time

LLAMA = dict(model_type="llama", hidden_act="silu", rms_norm_eps=1e-5, tie_word_embeddings=False,
             attention_bias=False, mlp_bias=False, use_cache=False, max_position_embeddings=8192)
SHAPES = {
    "tinyllama-1.1b": dict(LLAMA, hidden_size=2048, intermediate_size=5632, num_hidden_layers=22,
                           num_attention_heads=32, num_key_value_heads=4, vocab_size=32000),
    "llama3.2-1b": dict(LLAMA, hidden_size=2048, intermediate_size=8192, num_hidden_layers=16, num_attention_heads=32,
                        num_key_value_heads=8, vocab_size=128256, tie_word_embeddings=True, head_dim=64),
    "qwen2.5-0.5b": dict(model_type="qwen2", hidden_act="silu", hidden_size=896, intermediate_size=4864,
                         num_hidden_layers=24, num_attention_heads=14, num_key_value_heads=2, vocab_size=151936,
                         tie_word_embeddings=True, rms_norm_eps=1e-6, use_cache=False, max_position_embeddings=8192),
    "qwen2.5-1.5b": dict(model_type="qwen2", hidden_act="silu", hidden_size=1536, intermediate_size=8960,
                         num_hidden_layers=28, num_attention_heads=12, num_key_value_heads=2, vocab_size=151936,
                         tie_word_embeddings=True, rms_norm_eps=1e-6, use_cache=False, max_position_embeddings=8192),
    "mistral-7b-8layers": dict(model_type="mistral", hidden_act="silu", hidden_size=4096, intermediate_size=14336,
                               num_hidden_layers=8, num_attention_heads=32, num_key_value_heads=8, vocab_size=32000,
                               tie_word_embeddings=False, rms_norm_eps=1e-5, sliding_window=None, use_cache=False,
                               max_position_embeddings=8192),
    "gemma2-2b": dict(model_type="gemma2", hidden_activation="gelu_pytorch_tanh", hidden_size=2304,
                      intermediate_size=9216, num_hidden_layers=26, num_attention_heads=8, num_key_value_heads=4,
                      head_dim=256, vocab_size=256000, tie_word_embeddings=True, rms_norm_eps=1e-6,
                      attn_logit_softcapping=50.0, final_logit_softcapping=30.0, query_pre_attn_scalar=256,
                      sliding_window=4096, use_cache=False, max_position_embeddings=8192),
}

# id, shape, method, precision, batch, seq, checkpointing, LoRA targets, dropout
RUNS = [
    ("tinyllama-lora", "tinyllama-1.1b", "lora", "bf16", 4, 2048, False, "all-linear", 0.0),
    ("tinyllama-lora-dropout", "tinyllama-1.1b", "lora", "bf16", 4, 2048, False, "all-linear", 0.05),
    ("tinyllama-full", "tinyllama-1.1b", "full", "bf16", 4, 1024, False, None, 0.0),
    ("tinyllama-full-mixed", "tinyllama-1.1b", "full", "mixed-bf16", 2, 1024, False, None, 0.0),
    ("llama3.2-1b-lora-gc", "llama3.2-1b", "lora", "bf16", 8, 2048, True, "all-linear", 0.0),
    ("qwen2.5-0.5b-full", "qwen2.5-0.5b", "full", "bf16", 4, 2048, False, None, 0.0),
    ("qwen2.5-0.5b-lora-gc-dropout", "qwen2.5-0.5b", "lora", "bf16", 8, 2048, True, "all-linear", 0.1),
    ("qwen2.5-1.5b-lora", "qwen2.5-1.5b", "lora", "bf16", 2, 2048, False, "all-linear", 0.0),
    ("mistral-7b-8l-lora-qv", "mistral-7b-8layers", "lora", "bf16", 2, 2048, False, "q_proj,v_proj", 0.05),
    ("mistral-7b-8l-lora-gc", "mistral-7b-8layers", "lora", "bf16", 4, 4096, True, "all-linear", 0.0),
    ("gemma2-2b-lora", "gemma2-2b", "lora", "bf16", 2, 1024, False, "all-linear", 0.0),
    ("gemma2-2b-full", "gemma2-2b", "full", "bf16", 1, 1024, False, None, 0.0),
]
# The largest batch that really fits is searched for this run (issue 40's
# TinyLlama LoRA at 2048 tokens: 11 fitted on an H100, 12 ran out).
MAXBATCH_RUN = "tinyllama-lora"


def attention(shape):
    return "eager" if SHAPES[shape]["model_type"] == "gemma2" else "sdpa"


def spkit_args(run, config):
    rid, shape, method, prec, batch, seq, gc, targets, dropout = run
    args = ["--model", config, "--method", method, "--precision", prec, "--attention", attention(shape),
            "--loss", "fp32", "--batch-size", str(batch), "--seq-len", str(seq), "--profile", "h100", "--json"]
    if method != "full":
        args += ["--lora-rank", "16", "--lora-targets", targets, "--lora-dropout", str(dropout)]
    if gc:
        args.append("--gradient-checkpointing")
    return args


def plan(d):
    runs = []
    for run in RUNS:
        rid, shape = run[0], run[1]
        cdir = os.path.join(d, "configs", rid)
        os.makedirs(cdir, exist_ok=True)
        config = os.path.join(cdir, "config.json")
        with open(config, "w") as f:
            json.dump(SHAPES[shape], f, indent=1)
        os.makedirs(os.path.join(d, "args"), exist_ok=True)
        with open(os.path.join(d, "args", rid + ".txt"), "w") as f:
            f.write("\n".join(spkit_args(run, config)) + "\n")
        keys = ("id", "shape", "method", "precision", "batch", "seq", "gc", "targets", "dropout")
        runs.append(dict(zip(keys, run), attention=attention(shape)))
    with open(os.path.join(d, "runs.json"), "w") as f:
        json.dump({"runs": runs, "maxbatch_run": MAXBATCH_RUN}, f, indent=1)
    print(f"{len(runs)} runs over {len({r['shape'] for r in runs})} shapes planned in {d}")


def build(run, torch, batch=None):
    """The run's model on the GPU, its optimizer and a batch of ids."""
    from transformers import AutoConfig, AutoModelForCausalLM
    cfg = dict(SHAPES[run["shape"]])
    cfg = AutoConfig.for_model(cfg.pop("model_type"), **cfg)
    cfg._attn_implementation = run["attention"]
    dtype = torch.float32 if run["precision"] == "mixed-bf16" else torch.bfloat16
    with torch.device("cuda"):
        try:
            model = AutoModelForCausalLM.from_config(cfg, dtype=dtype)
        except TypeError:
            model = AutoModelForCausalLM.from_config(cfg, torch_dtype=dtype)
    if run["gc"]:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    if run["method"] != "full":
        from peft import LoraConfig, get_peft_model
        targets = run["targets"] if run["targets"] == "all-linear" else run["targets"].split(",")
        model = get_peft_model(model, LoraConfig(r=16, lora_alpha=32, lora_dropout=run["dropout"],
                                                 target_modules=targets, task_type="CAUSAL_LM"))
    model.train()
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-5)
    ids = torch.randint(0, cfg.vocab_size, (batch or run["batch"], run["seq"]), device="cuda")
    return model, opt, ids


def train(run, torch, batch=None):
    """3 AdamW steps; the counters, or oom."""
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    model = opt = None
    try:
        model, opt, ids = build(run, torch, batch)
        t0 = time.time()
        for _ in range(3):
            with torch.autocast("cuda", dtype=torch.bfloat16, enabled=run["precision"] == "mixed-bf16"):
                loss = model(input_ids=ids, labels=ids).loss
            loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)
        torch.cuda.synchronize()
        free, total = torch.cuda.mem_get_info()
        return {"allocated": torch.cuda.max_memory_allocated(), "reserved": torch.cuda.max_memory_reserved(),
                "device_used_end": total - free, "total": total, "step_s": (time.time() - t0) / 3}
    except torch.OutOfMemoryError as e:
        return {"oom": True, "error": str(e).splitlines()[0][:200]}
    finally:
        del model, opt
        import gc
        gc.collect()
        torch.cuda.empty_cache()


def versions(torch):
    import peft
    import transformers
    return {"gpu": torch.cuda.get_device_name(0), "torch": torch.__version__,
            "transformers": transformers.__version__, "peft": peft.__version__}


def measure(d):
    import torch
    runs = json.load(open(os.path.join(d, "runs.json")))["runs"]
    out = {"info": versions(torch), "measured": {}}
    for run in runs:
        out["measured"][run["id"]] = train(run, torch)
        print(run["id"], out["measured"][run["id"]], flush=True)
        with open(os.path.join(d, "measured.json"), "w") as f:
            json.dump(out, f, indent=1)


def maxbatch(d, rid, start):
    """Up from spkit's answer while batches fit, then bisect to the first OOM."""
    import torch
    run = next(r for r in json.load(open(os.path.join(d, "runs.json")))["runs"] if r["id"] == rid)
    tried = {}

    def fits(n):
        if n not in tried:
            tried[n] = "oom" not in train(run, torch, n)
            print(f"batch {n}: {'fits' if tried[n] else 'out of memory'}", flush=True)
        return tried[n]

    lo, hi, n = 0, None, max(start, 1)
    if fits(n):
        lo, step = n, 1
        while hi is None and lo + step <= 4 * n + 16:  # up, doubling the step
            if fits(lo + step):
                lo, step = lo + step, 2 * step
            else:
                hi = lo + step
    else:
        hi = n
        while hi > 1 and not fits(hi // 2):  # down, halving
            hi //= 2
        lo = hi // 2 if hi > 1 else 0
    while hi is not None and hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    res = {"run": rid, "spkit_max_batch": start, "largest_fit": lo, "first_oom": hi,
           "tried": {str(k): v for k, v in sorted(tried.items())}}
    with open(os.path.join(d, "maxbatch.json"), "w") as f:
        json.dump(res, f, indent=1)
    print(res)


def row(run, est, m):
    """One run's table row and its errors (None where unmeasured)."""
    e = {}
    if m and "oom" not in m and est:
        for key, counter in (("allocated", "allocated_bytes"), ("reserved", "reserved_bytes"),
                             ("device_used_end", "device_bytes")):
            e[key] = 100 * (est[counter] - m[key]) / m[key]
    return e


def fmt(x):
    return "" if x is None else f"{x / 2**30:.2f} GiB"


def compare(d, out):
    runs = json.load(open(os.path.join(d, "runs.json")))["runs"]
    mpath = os.path.join(d, "measured.json")
    measured = json.load(open(mpath)) if os.path.exists(mpath) else {"info": {}, "measured": {}}
    mb = os.path.join(d, "maxbatch.json")
    result = {"info": measured["info"], "runs": [], "maxbatch": json.load(open(mb)) if os.path.exists(mb) else None}
    lines = ["| run | measured allocated | spkit allocated | error | reserved error | nvidia-smi error | verdict |",
             "|---|---|---|---|---|---|---|"]
    allocs = []
    for run in runs:
        epath = os.path.join(d, "estimates", run["id"] + ".json")
        est = json.load(open(epath)) if os.path.exists(epath) else None
        m = measured["measured"].get(run["id"])
        e = row(run, est, m)
        result["runs"].append(dict(run, config=SHAPES[run["shape"]], measured=m, estimate=est, error_percent=e))
        if "allocated" in e:
            allocs.append(e["allocated"])
        pct = lambda k: f"{e[k]:+.1f}%" if k in e else ("OOM" if m and "oom" in m else "not measured")
        verdict = est["profiles"]["h100"]["verdict"] if est else "no estimate"
        lines.append(f"| {run['id']} | {fmt(m.get('allocated') if m else None)} | "
                     f"{fmt(est['allocated_bytes'] if est else None)} | {pct('allocated')} | {pct('reserved')} | "
                     f"{pct('device_used_end')} | {verdict} |")
    if allocs:
        lines.append(f"\nallocated: {len(allocs)} runs, median |error| {statistics.median(abs(x) for x in allocs):.1f}%, "
                     f"worst {max(abs(x) for x in allocs):.1f}%, most under {min(allocs):+.1f}%")
    if result["maxbatch"]:
        r = result["maxbatch"]
        lines.append(f"\nmax batch of {r['run']}: spkit {r['spkit_max_batch']}, largest that fitted {r['largest_fit']}, "
                     f"first out of memory {r['first_oom']} (tried {r['tried']})")
    with open(out + ".json", "w") as f:
        json.dump(result, f, indent=1)
    with open(out + ".md", "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


def main(argv):
    cmds = {"plan": (plan, 1), "measure": (measure, 1), "maxbatch": (maxbatch, 3), "compare": (compare, 2)}
    if len(argv) < 2 or argv[1] not in cmds or len(argv) != cmds[argv[1]][1] + 2:
        print("usage: gpu_estimate_runs.py plan DIR | measure DIR | maxbatch DIR ID N | compare DIR OUT", file=sys.stderr)
        return 2
    fn, _ = cmds[argv[1]]
    args = argv[2:]
    if fn is maxbatch:
        args = [args[0], args[1], int(args[2])]
    fn(*args)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
