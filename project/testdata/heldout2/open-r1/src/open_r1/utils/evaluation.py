import subprocess
from typing import TYPE_CHECKING, Dict, Union
from .hub import get_gpu_count_for_vllm, get_param_count_from_repo_id
import base64
import os
user_home_directory = os.path.expanduser("~")
VLLM_SLURM_PREFIX = [
def register_lighteval_task(
    num_fewshot: int = 0,
LIGHTEVAL_TASKS = {}
def get_lighteval_tasks():
SUPPORTED_BENCHMARKS = get_lighteval_tasks()
def run_lighteval_job(
def run_benchmark_jobs(training_args: Union["SFTConfig", "GRPOConfig"], model_args: "ModelConfig") -> None:
