from __future__ import annotations
from copy import deepcopy
from dataclasses import asdict, dataclass, field
from glob import glob
from pathlib import Path
from typing import (
import numpy as np
import torch
from omegaconf import DictConfig, ListConfig
from omegaconf import OmegaConf as om
from omegaconf.errors import OmegaConfBaseException
from torch.distributed.fsdp import MixedPrecision, ShardingStrategy
from .aliases import PathOrStr
from .exceptions import OLMoConfigurationError
from .util import StrEnum
__all__ = [
C = TypeVar("C", bound="BaseConfig")
D = TypeVar("D", bound="DictConfig|ListConfig")
class BaseConfig:
        # Finds the latest checkpoint in a folder.
        def path_last_checkpoint(path) -> str:
            from .util import find_latest_checkpoint
            latest_checkpoint = find_latest_checkpoint(path)
            if latest_checkpoint is None:
                    raise FileNotFoundError(f"Could not find a latest checkpoint at {path}")
                return str(latest_checkpoint)
        om.register_new_resolver("path.last_checkpoint", path_last_checkpoint, replace=True)
class LayerNormType(StrEnum):
class ActivationType(StrEnum):
class BlockType(StrEnum):
class InitFnType(StrEnum):
@dataclass
class ModelConfig(BaseConfig):
    d_model: int = 768
    n_heads: int = 12
    n_layers: int = 12
    mlp_ratio: int = 4
    block_group_size: int = 1
    alibi_bias_max: float = 8.0
    rope_theta: int = 10_000
    attention_dropout: float = 0.1
    residual_dropout: float = 0.1
    embedding_dropout: float = 0.1
    layer_norm_eps: float = 1e-05
    max_sequence_length: int = 1024
    vocab_size: int = 50257
    embedding_size: Optional[int] = 50304
    eos_token_id: int = 50256
    pad_token_id: int = 50256
    init_std: float = 0.02
class OptimizerType(StrEnum):
@dataclass
class OptimizerConfig(BaseConfig):
    learning_rate: float = 1.0e-4
    weight_decay: float = 0.01
    eps: float = 1e-5
class SchedulerType(StrEnum):
class SchedulerUnits(StrEnum):
@dataclass
class SchedulerConfig(BaseConfig):
    t_warmup: Union[int, float] = 100
    alpha_f: float = 0.1
class PaddingDirection(StrEnum):
@dataclass
class InstanceFilterConfig(BaseConfig):
    repetition_max_period: int = 13
    repetition_min_period: int = 1
    repetition_max_count: int = 32
@dataclass
class DataConfig(BaseConfig):
    memmap_dtype: str = "uint16"
    num_workers: int = 0
    timeout: int = 0
@dataclass
class CustomDatasetCollatorConfig(BaseConfig):
    input_id_field: str = "input_ids"  #: The field in the dataset items that contains the input token IDs.
@dataclass
class CustomDatasetConfig(BaseConfig):
    collate_config: Optional[CustomDatasetCollatorConfig] = field(
class EvaluatorType(StrEnum):
@dataclass
class EvaluatorConfig(BaseConfig):
    data: DataConfig = field(default_factory=DataConfig)
class TruncationDirection(StrEnum):
@dataclass
class TokenizerConfig(BaseConfig):
    identifier: str = "gpt2"
@dataclass
class WandbConfig(BaseConfig):
    entity: Optional[str] = "ai2-llm"
    tags: Optional[List[str]] = field(default_factory=lambda: ["watching"])
    log_interval: int = 1
@dataclass
class SpeedMonitorConfig(BaseConfig):
    window_size: int = 100
@dataclass
class CompilerConfig(BaseConfig):
    backend: str = "inductor"
class DistributedStrategy(StrEnum):
class DDPGradSyncMode(StrEnum):
