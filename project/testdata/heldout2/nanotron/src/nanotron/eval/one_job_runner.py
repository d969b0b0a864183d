""" Mostly complete a SLURM template with a link to a single checkpoint on s3 and launch it
import datetime
import math
import os
import subprocess
from typing import List, Optional, Tuple
from datasets.download.streaming_download_manager import xPath
from nanotron import logging
from nanotron.config import Config, LightEvalConfig
from nanotron.data.s3_utils import _get_s3_path_components
from nanotron.logging import log_rank
from nanotron.parallel import ParallelContext
logger = logging.get_logger(__name__)
class LightEvalRunner:
    def eval_single_checkpoint(self, uploaded_files: List[dict]) -> Tuple[str, str]:
                "No config files founds in uploaded checkpoints. Not running evaluation.",
                f"Found multiple config files in uploaded checkpoints: {config_files}",
        checkpoint_path = config_files[0]["destination"].replace("config.yaml", "")
            f"Lighteval Runner got {len(uploaded_files)} files. Using {checkpoint_path} as checkpoint path."
                model_checkpoint_path=checkpoint_path,
def normalize_s3_path(path: str) -> str:
def run_slurm_one_job(
    model_checkpoint_path: str,
    if model_checkpoint_path.startswith(("s3:/", "s3://")):
        model_checkpoint_path = normalize_s3_path(model_checkpoint_path)
        logger.info(f"Normalized S3 path: {model_checkpoint_path}")
    local_path = os.path.join(lighteval_config.local_checkpoint_dir, run_name, str(current_step))
LOCAL_DOWNLOAD_CHECKPOINT_FOLDER={local_path}
# Create checkpoint directory
if [[ "{model_checkpoint_path}" == s3://* ]]; then
    echo "Downloading checkpoint from S3: {model_checkpoint_path}"
    if ! s5cmd ls "{model_checkpoint_path}" &>/dev/null; then
        echo "Error: S3 path {model_checkpoint_path} does not exist"
        "{model_checkpoint_path}/*" "$LOCAL_DOWNLOAD_CHECKPOINT_FOLDER/"
        echo "Error: config.yaml not found in downloaded checkpoint"
    echo "Copying checkpoint files from {model_checkpoint_path} to $LOCAL_DOWNLOAD_CHECKPOINT_FOLDER"
        {model_checkpoint_path} $LOCAL_DOWNLOAD_CHECKPOINT_FOLDER/
        echo "Error: config.yaml not found in copied checkpoint"
echo "Contents of checkpoint directory:"
CUDA_DEVICE_MAX_CONNECTIONS=1 torchrun \\
