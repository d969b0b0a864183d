#!/usr/bin/env python3
"""A small but real LoRA fine-tuning trainer.

A tiny causal transformer is built in code (no downloads), frozen, and
adapted with LoRA (low-rank A/B matrices on its Linear layers) on synthetic
token sequences (no downloads). It runs on the CPU with PyTorch 1.13 and on
CUDA with PyTorch 2.9+.

    python3 train.py --config train_configs/train_lora.yaml [key=value ...]

Checkpoints (LoRA weights, optimizer, step) go to
<output_dir>/checkpoints/step-N.pt every checkpointing_steps, and when the
process gets SIGTERM or SIGINT; a rerun resumes from the newest one.

Launched by torchrun (WORLD_SIZE > 1 in the environment) it trains
data-parallel: DistributedDataParallel over NCCL on GPUs, Gloo on the CPU,
each rank on its own batches; rank 0 alone writes checkpoints and resumes
them for every rank. Run as a plain process it behaves exactly as before.

Exit codes: 0 done; 2 bad config or command line; 143 stopped by SIGTERM
(130 by SIGINT) after saving a checkpoint; 1 anything else.
"""
import argparse
import math
import os
import re
import resource
import signal
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint
import torch.distributed as dist
from omegaconf import DictConfig, OmegaConf

EXIT_CONFIG = 2

DEFAULTS = {
    "output_dir": "output/lora",
    "seed": 42,
    "device": "auto",  # auto | cpu | cuda
    "num_threads": 0,  # CPU threads for torch; 0 = torch's default
    # model (built in code; the frozen "base")
    "vocab_size": 512,
    "hidden_size": 256,
    "num_layers": 4,
    "num_heads": 4,
    "seq_len": 64,
    # LoRA
    "rank": 8,
    "lora_alpha": 16,
    "lora_dropout": 0.0,
    # training
    "batch_size": 8,
    "gradient_accumulation_steps": 1,
    "max_train_steps": 100,
    "checkpointing_steps": 50,
    "checkpoints_total_limit": 3,
    "learning_rate": 1e-3,
    "weight_decay": 0.0,
    "max_grad_norm": 1.0,
    "mixed_precision": "no",  # no | fp16 | bf16 (CUDA only)
    "gradient_checkpointing": False,
    # memory placement
    "unified_memory": False,
    "pin_memory": True,
    # keys hardware profiles set (seed 000); this trainer has no CPU offload,
    # quantization or 8-bit Adam of its own, so they are checked, not used
    "disable_cpu_offload": False,
    "disable_quantization": False,
    "disable_gradient_checkpointing": False,
    "use_8bit_adam": False,
    # test knobs
    "step_sleep": 0.0,  # seconds to sleep after each step
    "memory_hog_mb_per_step": 0,  # MB allocated and kept every step
}

POSITIVE_INTS = ("vocab_size", "hidden_size", "num_layers", "num_heads", "seq_len", "rank",
                 "batch_size", "gradient_accumulation_steps", "max_train_steps",
                 "checkpointing_steps", "checkpoints_total_limit")


class ConfigError(Exception):
    pass


class ResumeError(Exception):
    pass


def load_config(path, overrides):
    if not os.path.isfile(path):
        raise ConfigError(f"config file {path} does not exist")
    try:
        user = OmegaConf.load(path)
        cli = OmegaConf.from_dotlist(overrides)
    except Exception as e:  # OmegaConf raises several types for bad YAML
        raise ConfigError(f"cannot read {path}: {e}")
    if not isinstance(user, DictConfig):
        raise ConfigError(f"{path} must be a mapping of keys to values")
    cfg = OmegaConf.merge(OmegaConf.create(DEFAULTS), user, cli)
    for key in sorted(set(user.keys()) | set(cli.keys())):
        if key not in DEFAULTS:
            print(f"warning: unknown config key {key!r} ignored", file=sys.stderr, flush=True)
    return validate(cfg)


def validate(cfg):
    for key in POSITIVE_INTS:
        v = cfg[key]
        if not isinstance(v, int) or isinstance(v, bool) or v <= 0:
            raise ConfigError(f"{key} must be a positive integer, got {v!r}")
    if cfg.hidden_size % cfg.num_heads:
        raise ConfigError(f"hidden_size {cfg.hidden_size} must be a multiple of num_heads {cfg.num_heads}")
    if cfg.mixed_precision not in ("no", "fp16", "bf16"):
        raise ConfigError(f"mixed_precision must be no, fp16 or bf16, got {cfg.mixed_precision!r}")
    if cfg.device not in ("auto", "cpu", "cuda"):
        raise ConfigError(f"device must be auto, cpu or cuda, got {cfg.device!r}")
    for key in ("learning_rate", "step_sleep", "weight_decay", "max_grad_norm", "lora_alpha", "lora_dropout"):
        if not isinstance(cfg[key], (int, float)) or isinstance(cfg[key], bool) or cfg[key] < 0:
            raise ConfigError(f"{key} must be a number >= 0, got {cfg[key]!r}")
    if cfg.learning_rate <= 0:
        raise ConfigError("learning_rate must be > 0")
    if not isinstance(cfg.memory_hog_mb_per_step, int) or cfg.memory_hog_mb_per_step < 0:
        raise ConfigError(f"memory_hog_mb_per_step must be an integer >= 0, got {cfg.memory_hog_mb_per_step!r}")
    for key in ("unified_memory", "pin_memory", "gradient_checkpointing", "disable_cpu_offload",
                "disable_quantization", "disable_gradient_checkpointing", "use_8bit_adam"):
        if not isinstance(cfg[key], bool):
            raise ConfigError(f"{key} must be true or false, got {cfg[key]!r}")
    if cfg.use_8bit_adam:
        raise ConfigError("use_8bit_adam: this example trainer has no 8-bit optimizer; set it to false")
    if not str(cfg.output_dir):
        raise ConfigError("output_dir must not be empty")
    return cfg


# ---------------------------------------------------------------- model


class LoRALinear(nn.Module):
    """A frozen nn.Linear plus a trainable low-rank update B @ A."""

    def __init__(self, base, rank, alpha, dropout):
        super().__init__()
        self.base = base
        for p in self.base.parameters():
            p.requires_grad_(False)
        self.lora_A = nn.Parameter(torch.empty(rank, base.in_features))
        self.lora_B = nn.Parameter(torch.zeros(base.out_features, rank))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        self.scale = alpha / rank
        self.dropout = nn.Dropout(dropout) if dropout > 0 else nn.Identity()

    def forward(self, x):
        update = F.linear(F.linear(self.dropout(x), self.lora_A), self.lora_B)
        return self.base(x) + update * self.scale


class Block(nn.Module):
    def __init__(self, hidden, heads):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(hidden)
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.proj = nn.Linear(hidden, hidden)
        self.ln2 = nn.LayerNorm(hidden)
        self.fc1 = nn.Linear(hidden, 4 * hidden)
        self.fc2 = nn.Linear(4 * hidden, hidden)

    def attention(self, x):
        b, t, h = x.shape
        q, k, v = self.qkv(x).split(h, dim=2)
        q, k, v = (z.view(b, t, self.heads, h // self.heads).transpose(1, 2) for z in (q, k, v))
        scores = (q @ k.transpose(-2, -1)) / math.sqrt(h // self.heads)
        mask = torch.ones(t, t, dtype=torch.bool, device=x.device).triu(1)
        scores = scores.masked_fill(mask, float("-inf"))
        out = scores.softmax(dim=-1) @ v
        return self.proj(out.transpose(1, 2).reshape(b, t, h))

    def forward(self, x):
        x = x + self.attention(self.ln1(x))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


class TinyLM(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.pos = nn.Parameter(torch.randn(cfg.seq_len, cfg.hidden_size) * 0.02)
        self.blocks = nn.ModuleList(Block(cfg.hidden_size, cfg.num_heads) for _ in range(cfg.num_layers))
        self.ln = nn.LayerNorm(cfg.hidden_size)
        self.head = nn.Linear(cfg.hidden_size, cfg.vocab_size)
        self.checkpointing = False

    def forward(self, tokens):
        x = self.embed(tokens) + self.pos[: tokens.shape[1]]
        for block in self.blocks:
            if self.checkpointing and self.training:
                x = torch.utils.checkpoint.checkpoint(block, x, use_reentrant=False)
            else:
                x = block(x)
        return self.head(self.ln(x))


def add_lora(model, cfg):
    """Freezes the model and wraps every Linear inside the blocks with LoRA."""
    for p in model.parameters():
        p.requires_grad_(False)
    for block in model.blocks:
        for name in ("qkv", "proj", "fc1", "fc2"):
            setattr(block, name, LoRALinear(getattr(block, name), cfg.rank, cfg.lora_alpha, cfg.lora_dropout))


def lora_state(model):
    return {k: v.detach().cpu() for k, v in model.state_dict().items() if "lora_" in k}


def base_fingerprint(model):
    with torch.no_grad():
        return float(sum(p.double().sum() for n, p in model.named_parameters() if "lora_" not in n))


# ---------------------------------------------------------------- data


class Dist:
    """The torchrun environment: rank, local rank and world size (0, 0, 1
    when the trainer runs as a plain process)."""

    def __init__(self):
        self.world = int(os.environ.get("WORLD_SIZE", "1"))
        self.rank = int(os.environ.get("RANK", "0"))
        self.local_rank = int(os.environ.get("LOCAL_RANK", "0"))

    @property
    def enabled(self):
        return self.world > 1

    @property
    def main(self):
        return self.rank == 0

    def start(self, device):
        if self.enabled:
            dist.init_process_group("nccl" if device.type == "cuda" else "gloo")
            print(f"rank {self.rank}/{self.world} (local {self.local_rank}) on {device}: "
                  f"{dist.get_backend()} process group up", flush=True)

    def any(self, flag):
        """True on every rank when flag is true on any (a stop request)."""
        if not self.enabled:
            return flag
        t = torch.tensor([1 if flag else 0])
        dist.all_reduce(t, op=dist.ReduceOp.MAX)
        return bool(t.item())

    def share(self, obj):
        """rank 0's obj, on every rank."""
        if not self.enabled:
            return obj
        box = [obj]
        dist.broadcast_object_list(box, src=0)
        return box[0]

    def stop(self):
        if self.enabled:
            dist.destroy_process_group()


def synthetic_batch(cfg, step, micro, device, pin, on_device, rank=0):
    """Sequences that follow x[t+1] = (3 x[t] + 1) mod vocab from a random
    start: learnable, and the same batch for the same step on every run.
    With on_device (unified memory) the batch is built where it is used;
    otherwise on the host, pinned when pin, then copied."""
    g = torch.Generator().manual_seed(cfg.seed * 1_000_003 + step * 997 + micro + rank * 7_919)
    start = torch.randint(0, cfg.vocab_size, (cfg.batch_size, 1), generator=g)
    if on_device:
        start = start.to(device)
    seq = start.repeat(1, cfg.seq_len + 1)
    for t in range(1, cfg.seq_len + 1):
        seq[:, t] = (3 * seq[:, t - 1] + 1) % cfg.vocab_size
    if not on_device:
        if pin:
            seq = seq.pin_memory()
        seq = seq.to(device, non_blocking=pin)
    return seq[:, :-1], seq[:, 1:]


# ---------------------------------------------------------------- checkpoints


CKPT_RE = re.compile(r"^step-(\d+)\.pt$")


def checkpoint_dir(cfg):
    return os.path.join(str(cfg.output_dir), "checkpoints")


def list_checkpoints(cfg):
    d = checkpoint_dir(cfg)
    if not os.path.isdir(d):
        return []
    found = [(int(m.group(1)), os.path.join(d, f)) for f in os.listdir(d) for m in [CKPT_RE.match(f)] if m]
    return sorted(found)


def atomic_save(obj, path):
    tmp = f"{path}.tmp-{os.getpid()}"
    with open(tmp, "wb") as f:
        torch.save(obj, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def save_checkpoint(cfg, step, model, optimizer, scaler, fingerprint):
    os.makedirs(checkpoint_dir(cfg), exist_ok=True)
    path = os.path.join(checkpoint_dir(cfg), f"step-{step}.pt")
    atomic_save({
        "step": step,
        "lora": lora_state(model),
        "optimizer": optimizer.state_dict(),
        "scaler": scaler.state_dict() if scaler is not None else None,
        "base_fingerprint": fingerprint,
        "config": OmegaConf.to_container(cfg),
    }, path)
    for _, old in list_checkpoints(cfg)[:-cfg.checkpoints_total_limit]:
        os.remove(old)
    return path


def load_checkpoint(path, device):
    # torch >= 2 loads with weights_only (the default from 2.6): the file
    # holds only tensors and plain values. torch 1.13's weights_only loader
    # cannot read floats, so it loads the classic way.
    kwargs = {"weights_only": True} if int(torch.__version__.split(".")[0]) >= 2 else {}
    return torch.load(path, map_location=device, **kwargs)


def one_line(e):
    lines = [ln.strip() for ln in str(e).strip().splitlines() if ln.strip()]
    return lines[-1] if lines else type(e).__name__


SHAPE_KEYS = ("seed", "vocab_size", "hidden_size", "num_layers", "num_heads", "seq_len", "rank")


def shape_changes(saved, cfg):
    """Says which model-shaping keys differ between a checkpoint and cfg."""
    diffs = [f"{k}={saved[k]} (now {cfg[k]})" for k in SHAPE_KEYS if k in saved and saved[k] != cfg[k]]
    return ", ".join(diffs)


def resume(cfg, model, optimizer, scaler, fingerprint, device):
    """Loads the newest readable checkpoint; returns its step (0 if none)."""
    found = list_checkpoints(cfg)
    for step, path in reversed(found):
        try:
            state = load_checkpoint(path, device)
        except Exception as e:
            print(f"warning: skipping unreadable checkpoint {path}: {one_line(e)}", file=sys.stderr, flush=True)
            continue
        changed = shape_changes(state.get("config") or {}, cfg)
        if changed:
            raise ConfigError(f"{path} was made with {changed}; use another output_dir or remove "
                              f"{checkpoint_dir(cfg)} to start over")
        if abs(state["base_fingerprint"] - fingerprint) > 1e-6 * max(1.0, abs(fingerprint)):
            raise ConfigError(f"{path} was trained on a different base model (seed or model size changed); "
                              f"use another output_dir or remove {checkpoint_dir(cfg)}")
        try:
            model.load_state_dict(state["lora"], strict=False)
            optimizer.load_state_dict(state["optimizer"])
        except (RuntimeError, ValueError) as e:
            raise ConfigError(f"{path} does not match this model: {one_line(e)}")
        if scaler is not None and state.get("scaler"):
            scaler.load_state_dict(state["scaler"])
        print(f"resumed from {path} at step {step}", flush=True)
        return step
    if found:
        raise ResumeError(f"none of the {len(found)} checkpoints in {checkpoint_dir(cfg)} can be read; "
                          "move them away to start over")
    print(f"no checkpoint in {checkpoint_dir(cfg)}: starting at step 0", flush=True)
    return 0


# ---------------------------------------------------------------- training


class Stop:
    """Turns SIGTERM/SIGINT into a request to checkpoint and stop. The
    handler only sets a flag: the loop checks it between steps."""

    def __init__(self):
        self.signum = None
        signal.signal(signal.SIGTERM, self.handle)
        signal.signal(signal.SIGINT, self.handle)

    def handle(self, signum, frame):
        self.signum = signum

    def sleep(self, seconds):
        end = time.monotonic() + seconds
        while self.signum is None and time.monotonic() < end:
            time.sleep(min(0.05, max(0.0, end - time.monotonic())))

    @property
    def requested(self):
        return self.signum is not None


def pick_device(cfg, local_rank=0):
    if cfg.device == "cuda" and not torch.cuda.is_available():
        raise ConfigError("device is cuda but PyTorch sees no CUDA GPU")
    if cfg.device == "cpu" or not torch.cuda.is_available():
        return torch.device("cpu")
    if local_rank:
        torch.cuda.set_device(local_rank)
        return torch.device("cuda", local_rank)
    return torch.device("cuda")


def precision(cfg, device):
    """Returns (autocast dtype or None, GradScaler or None)."""
    if device.type != "cuda" or cfg.mixed_precision == "no":
        if cfg.mixed_precision != "no":
            print(f"mixed_precision {cfg.mixed_precision} applies only on CUDA: training in fp32", flush=True)
        return None, None
    if cfg.mixed_precision == "bf16":
        if not torch.cuda.is_bf16_supported():
            raise ConfigError("mixed_precision bf16 is not supported by this GPU; use fp16")
        return torch.bfloat16, None
    scaler_cls = getattr(torch.amp, "GradScaler", None) if hasattr(torch, "amp") else None
    scaler = scaler_cls("cuda") if scaler_cls is not None else torch.cuda.amp.GradScaler()
    return torch.float16, scaler


def peak_memory_mb(device):
    if device.type == "cuda":
        return torch.cuda.max_memory_allocated() / 2**20
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def train_step(cfg, model, optimizer, scaler, dtype, device, step, pin, rank=0):
    on_device = device.type == "cuda" and cfg.unified_memory
    total = 0.0
    for micro in range(cfg.gradient_accumulation_steps):
        inputs, targets = synthetic_batch(cfg, step, micro, device, pin, on_device, rank)
        with torch.autocast(device_type=device.type, dtype=dtype, enabled=dtype is not None):
            logits = model(inputs)
            loss = F.cross_entropy(logits.float().reshape(-1, cfg.vocab_size), targets.reshape(-1))
        loss = loss / cfg.gradient_accumulation_steps
        (scaler.scale(loss) if scaler else loss).backward()
        total += loss.item()
    params = [p for p in model.parameters() if p.requires_grad]
    if scaler:
        scaler.unscale_(optimizer)
    if cfg.max_grad_norm > 0:
        torch.nn.utils.clip_grad_norm_(params, cfg.max_grad_norm)
    if scaler:
        scaler.step(optimizer)
        scaler.update()
    else:
        optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    return total


def build(cfg, device):
    """The frozen base with LoRA adapters, on device, and its optimizer.
    Also returns the base's fingerprint, checked when resuming."""
    torch.manual_seed(cfg.seed)
    model = TinyLM(cfg)
    fingerprint = base_fingerprint(model)
    add_lora(model, cfg)
    model.checkpointing = cfg.gradient_checkpointing and not cfg.disable_gradient_checkpointing
    model.to(device)
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trainable, lr=cfg.learning_rate, weight_decay=cfg.weight_decay)
    return model, optimizer, fingerprint


def describe(cfg, model, device, dtype, pin):
    n_all = sum(p.numel() for p in model.parameters())
    n_lora = sum(p.numel() for p in model.parameters() if p.requires_grad)
    print(f"device {device} torch {torch.__version__} precision {cfg.mixed_precision if dtype else 'fp32'} "
          f"unified_memory {cfg.unified_memory} pin_memory {pin} params {n_all} trainable {n_lora} "
          f"({100.0 * n_lora / n_all:.2f}%)", flush=True)


def resume_all(cfg, ranks, net, optimizer, scaler, fingerprint, device):
    """Rank 0 resumes from the newest checkpoint; the other ranks take its
    step, LoRA weights and optimizer state (their output_dir may be another
    machine's disk)."""
    step = resume(cfg, net, optimizer, scaler, fingerprint, device) if ranks.main else 0
    if not ranks.enabled:
        return step
    step, lora, opt = ranks.share((step, lora_state(net), optimizer.state_dict()) if ranks.main else None)
    if not ranks.main and step:
        net.load_state_dict(lora, strict=False)
        optimizer.load_state_dict(opt)
    return step


def wrap(model, ranks, device):
    """DistributedDataParallel under torchrun (it all-reduces the LoRA
    gradients); the model itself otherwise."""
    if not ranks.enabled:
        return model
    ids = [device.index] if device.type == "cuda" and device.index is not None else None
    return nn.parallel.DistributedDataParallel(model, device_ids=ids)


def run(cfg):
    stop, ranks = Stop(), Dist()
    if cfg.num_threads > 0:
        torch.set_num_threads(cfg.num_threads)
    device = pick_device(cfg, ranks.local_rank)
    ranks.start(device)
    dtype, scaler = precision(cfg, device)
    # Pinned host buffers speed up copies to a discrete GPU; on unified
    # memory (DGX Spark) host and GPU share one pool, so batches are made
    # where they are used and nothing is pinned.
    pin = device.type == "cuda" and cfg.pin_memory and not cfg.unified_memory
    net, optimizer, fingerprint = build(cfg, device)
    describe(cfg, net, device, dtype, pin)
    checkpoint = lambda step: save_checkpoint(cfg, step, net, optimizer, scaler, fingerprint)  # noqa: E731

    step = resume_all(cfg, ranks, net, optimizer, scaler, fingerprint, device)
    model = wrap(net, ranks, device)
    hog, loss, saved, first = [], float("nan"), step, step
    model.train()
    while step < cfg.max_train_steps and not ranks.any(stop.requested):
        loss = train_step(cfg, model, optimizer, scaler, dtype, device, step, pin, ranks.rank)
        step += 1
        if cfg.memory_hog_mb_per_step:
            hog.append(torch.ones(cfg.memory_hog_mb_per_step * 2**20, dtype=torch.uint8, device=device))
        if ranks.main:
            print(f"step {step}/{cfg.max_train_steps} loss {loss:.6f}", flush=True)
        if ranks.main and (step % cfg.checkpointing_steps == 0 or step == cfg.max_train_steps):
            print(f"checkpoint {checkpoint(step)}", flush=True)
            saved = step
        stop.sleep(cfg.step_sleep)

    if step < cfg.max_train_steps:  # stopped by a signal (on this rank or another)
        signum = stop.signum or signal.SIGTERM
        what = "nothing new to checkpoint"
        if ranks.main and step > saved:
            what = f"checkpoint {checkpoint(step)}"
        print(f"{signal.Signals(signum).name} at step {step}/{cfg.max_train_steps}: {what}", flush=True)
        ranks.stop()
        return 128 + signum
    if ranks.main:
        final = os.path.join(str(cfg.output_dir), "lora_weights.pt")
        atomic_save(lora_state(net), final)
        # A run resumed at its last step trains nothing: no loss to show.
        last = f"loss {loss:.6f}" if step > first else "already trained, no new steps"
        print(f"done: step {step}/{cfg.max_train_steps} {last} peak_memory_mb {peak_memory_mb(device):.0f} "
              f"weights {final}", flush=True)
    else:
        print(f"rank {ranks.rank} done: step {step}/{cfg.max_train_steps}", flush=True)
    ranks.stop()
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(description="Tiny LoRA fine-tuning on synthetic data.")
    parser.add_argument("--config", required=True, help="YAML config (OmegaConf)")
    parser.add_argument("overrides", nargs="*", help="key=value overrides, e.g. max_train_steps=10")
    args = parser.parse_intermixed_args(argv)
    try:
        cfg = load_config(args.config, args.overrides)
        return run(cfg)
    except ConfigError as e:
        print(f"config error: {e}", file=sys.stderr, flush=True)
        return EXIT_CONFIG
    except ResumeError as e:
        print(f"error: {e}", file=sys.stderr, flush=True)
        return 1


if __name__ == "__main__":
    sys.exit(main())
