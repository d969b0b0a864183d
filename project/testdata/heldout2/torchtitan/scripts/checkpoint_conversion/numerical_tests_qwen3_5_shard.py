  python scripts/checkpoint_conversion/numerical_tests_qwen3_5_shard.py
import argparse
import json
import os
import subprocess
import sys
import tempfile
from typing import cast
import torch
import torch.distributed as dist
from torch.distributed.tensor import DTensor
from torchtitan.config import CompileConfig, ParallelismConfig, TrainingConfig
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.activation_checkpoint import SelectiveAC
from torchtitan.models.qwen3_5 import Qwen35Model, qwen3_5_configs
from torchtitan.models.qwen3_5.parallelize import parallelize_qwen3_5
from torchtitan.tools import utils
CONFIGS = [
def run_worker(args):
        dump_folder="/tmp",
def main():
if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--worker", action="store_true")
    parser.add_argument("--tp", type=int)
    parser.add_argument("--ep", type=int)
    parser.add_argument("--output", type=str)
