import datetime
import glob
import os
from dataclasses import dataclass, fields
from pathlib import Path
from typing import List, Optional, Type, Union
import dacite
import torch
import yaml
from dacite import from_dict
from datasets.download.streaming_download_manager import xPath
from transformers import AutoTokenizer
from yaml.loader import SafeLoader
from nanotron.config.lighteval_config import LightEvalConfig
from nanotron.config.models_config import ExistingCheckpointInit, NanotronConfigs, RandomInit, SpectralMupInit
from nanotron.config.parallelism_config import ParallelismArgs
from nanotron.config.utils_config import (
from nanotron.generation.sampler import SamplerType
from nanotron.logging import get_logger, human_format
from nanotron.parallel.pipeline_parallel.engine import PipelineEngine
from nanotron.parallel.tensor_parallel.nn import TensorParallelLinearMode
from nanotron.config.models_config import Qwen2Config
logger = get_logger(__name__)
DEFAULT_SEED = 42
@dataclass
class BenchArgs:
@dataclass
class LoggingArgs:
    iteration_step_info_interval: Optional[int] = 1
@dataclass
class MetricsLoggingArgs:
    log_level: int = 0
    log_detail_interval: int = 10
@dataclass
class PretrainDatasetsArgs:
    dataset_processing_num_proc_per_process: Optional[int] = 1
@dataclass
class SFTDatasetsArgs:
    dataset_processing_num_proc_per_process: Optional[int] = 1
@dataclass
