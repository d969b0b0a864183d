import argparse
import os
from typing import Dict, Tuple
from nanotron.config import (
from nanotron.logging import human_format
def get_args():
    parser = argparse.ArgumentParser(description="Generate Qwen model configuration YAML file")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument("--run", type=str, default="qwen_%date_%jobid", help="Run name for the config file")
    parser.add_argument("--steps", type=int, default=32000, help="Number of training steps")
    parser.add_argument("--no-sanity", action="store_true", help="Ignore sanity checks")
    parser.add_argument("--log-lvl", type=str, default="info", help="Log level")
    parallel_group = parser.add_argument_group("parallelism")
    parallel_group.add_argument("--dp", type=int, default=2, help="Data parallel size")
    parallel_group.add_argument("--tp", type=int, default=1, help="Tensor parallel size")
    parallel_group.add_argument("--pp", type=int, default=1, help="Pipeline parallel size")
    parallel_group.add_argument("--cp", type=int, default=1, help="Context parallel size")
    parallel_group.add_argument("--ep", type=int, default=1, help="Expert parallel size")
    parallel_group.add_argument("--zero", type=int, default=0, help="Zero stage", choices=[0, 1])
    tokens_group = parser.add_argument_group("tokens")
    tokens_group.add_argument("--seq", type=int, default=4096, help="Sequence length")
    tokens_group.add_argument("--mbs", type=int, default=3, help="Micro batch size")
    tokens_group.add_argument("--acc", type=int, default=1, help="Batch accumulation per replica")
    # checkpoints
    checkpoints_group = parser.add_argument_group("checkpoints")
    checkpoints_group.add_argument("--ckpt-save", type=int, default=10, help="Checkpoint save interval")
def get_model_config(model_size: str) -> Qwen2Config:
def calculate_parameters(model_config: Qwen2Config) -> str:
seed = 42
data_stages = [
def create_config(model_config: Qwen2Config, args: argparse.Namespace) -> Config:
    checkpoints_path = "./checkpoints"
    os.makedirs(checkpoints_path, exist_ok=True)
        checkpoints=CheckpointsArgs(checkpoints_path=checkpoints_path, checkpoint_interval=args.ckpt_save),
if __name__ == "__main__":
