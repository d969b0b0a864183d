import argparse
import math
import os
from datetime import datetime
import pandas as pd
import yaml
from nanotron.logging import human_format
from tqdm import tqdm
ACCUMULATE_GRAD_IN_FP32 = True
NUM_KEY_VALUE_HEADS = None  # Although it's necessary to reduce 450B to 400B model, we can't bench tp>8 if we use 8 KV heads
def estimate_num_params(
def create_config(
    micro_batch_size: int = 1,
    base_config_path: str = "examples/config_tiny_llama_bench.yaml",
    zero_stage: int = 0,
    num_layers: int = 24,
    hidden_size: int = 2048,
    num_attention_heads: int = 16,
    tp_mode: str = "REDUCE_SCATTER",
    vocab_size: int = 32768,
def generate_slurm_script(
    time: str = "00:02:00",
    partition: str = "hopper-prod",
    base_script_path: str = "run_multinode.sh",
def check_params(model_configs):
def save_experiment_configs(configs, output_path, job_ids=None):
def main():
    parser = argparse.ArgumentParser(description="Run scaling benchmarks with different parallelism configurations")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument("--partition", type=str, default="hopper-prod", help="SLURM partition to use")
    parser.add_argument("--time", type=str, default="00:40:00", help="Time limit for each job")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument("--debug", action="store_true", help="Debug mode")
    parser.add_argument(
    parser.add_argument("--profile", action="store_true", help="Enable profiling")
    parser.add_argument("--use-bash", action="store_true", help="Use bash instead of sbatch")
                    env = os.environ.copy()
                    salloc_jobid = os.environ.get("SALLOC_JOBID")
                    env["SALLOC_JOBID"] = os.environ.get("SALLOC_JOBID")
if __name__ == "__main__":
