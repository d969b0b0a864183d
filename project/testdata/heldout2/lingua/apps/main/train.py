"""Trains a Llama-style model with FSDP (fixture: the arguments and output lines)."""
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from omegaconf import OmegaConf

from lingua.args import dump_config


@dataclass
class TrainArgs:
    name: str = "lingua"
    dump_dir: str = ""
    seed: int = 42
    grad_acc_steps: int = 1
    gc_collect_freq: int = 1000
    probe_freq: Optional[int] = None
    steps: int = 1000
    async_eval_gpus: Optional[int] = None
    eval: Optional[Any] = None


def train(args: TrainArgs):
    assert args.dump_dir, "Dump dir not set"
    args_checkpoint_path = str(Path(args.dump_dir) / "checkpoints")
    os.makedirs(args.dump_dir, exist_ok=True)
    dump_config(args, Path(args.dump_dir) / "config.yaml")
    # ... FSDP model, data loader, the loop, checkpoints under dump_dir/checkpoints ...


def main():
    """
    The config file comes first, then command-line overrides (model.dim=64),
    over the defaults of TrainArgs.
    """
    cli_args = OmegaConf.from_cli()
    file_cfg = OmegaConf.load(cli_args.config)
    del cli_args.config

    default_cfg = OmegaConf.structured(TrainArgs())
    cfg = OmegaConf.merge(default_cfg, file_cfg, cli_args)
    cfg = OmegaConf.to_object(cfg)
    train(cfg)


if __name__ == "__main__":
    main()
