import logging
import re
from concurrent.futures import Future
from transformers import AutoConfig
from huggingface_hub import (
from trl import GRPOConfig, SFTConfig
logger = logging.getLogger(__name__)
def push_to_hub_revision(training_args: SFTConfig | GRPOConfig, extra_ignore_patterns=[]) -> Future:
    ignore_patterns = ["checkpoint-*", "*.pth"]
        folder_path=training_args.output_dir,
        commit_message=f"Add {training_args.hub_model_revision} checkpoint",
def check_hub_revision_exists(training_args: SFTConfig | GRPOConfig):
        if training_args.push_to_hub_revision is True:
def get_param_count_from_repo_id(repo_id: str) -> int:
def get_gpu_count_for_vllm(model_name: str, revision: str = "main", num_gpus: int = 8) -> int:
