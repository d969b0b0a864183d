torchrun --nproc_per_node=4 run_generate.py ---ckpt-path checkpoints/test/4
import argparse
import os
from pathlib import Path
import torch
from config import MambaConfig, MambaModelConfig
from mamba import MambaForTraining
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import (
from nanotron.generation.decode import (
from nanotron.logging import log_rank, set_ranks_logging_level
from nanotron.models import build_model
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import sanity_check
from nanotron.parallel.pipeline_parallel.engine import (
from nanotron.parallel.pipeline_parallel.tensor_pointer import TensorPointer
from nanotron.parallel.tensor_parallel.enum import TensorParallelLinearMode
from nanotron.random import (
from nanotron.serialize import load_weights
from nanotron.trainer import mark_tied_parameters
logger = logging.get_logger(__name__)
def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ckpt-path", type=Path, required=True, help="Checkpoint path")
    parser.add_argument("--dp", type=int, default=1)
    parser.add_argument("--pp", type=int, default=1)
    parser.add_argument("--tp", type=int, default=1)
    parser.add_argument("--max-new-tokens", type=int, default=128, help="Maximum number of new tokens to generate")
def main():
    # Load checkpoint
    checkpoint_path = args.ckpt_path
        f"Loading checkpoint from {checkpoint_path}:",
    load_weights(model=model, parallel_context=parallel_context, root_folder=checkpoint_path)
            is_bench=os.environ.get("USE_BENCH", "0") == "1",
if __name__ == "__main__":
