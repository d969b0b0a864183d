from dataclasses import dataclass
from pathlib import Path
from typing import Dict, Optional, Union
from nanotron.config.parallelism_config import ParallelismArgs
from nanotron.generation.sampler import SamplerType
from nanotron.logging import get_logger
logger = get_logger(__name__)
DEFAULT_GENERATION_SEED = 42
@dataclass
class GenerationArgs:
@dataclass
class LightEvalLoggingArgs:
@dataclass
class LightEvalTasksArgs:
    dataset_loading_processes: Optional[int] = 8
@dataclass
class LightEvalWandbLoggerConfig:
    wandb_project: str = ""
@dataclass
class LightEvalSlurm:
    gpus_per_node: int = 8
    partition: str = "hopper-prod"
    hf_cache: str = "~/.cache/huggingface"
    cpus_per_task: int = 88
    qos: str = "low"
    time: str = "24:00:00"
    reservation: Optional[str] = "smollm"
@dataclass
class LightEvalConfig:
    """Arguments related to running LightEval on checkpoints.
    local_checkpoint_dir: Path = Path(
    )  # Base directory for temporary checkpoint storage, will store under {local_checkpoint_dir}/{run_name}/{step}
    output_dir: Optional[
    nanotron_path: Optional[str] = "./"
    ] = None  # Must be multiple of checkpoint_interval. If None, eval will be done after each checkpoint upload to s3
        self.local_checkpoint_dir = str(Path(self.local_checkpoint_dir).expanduser())
