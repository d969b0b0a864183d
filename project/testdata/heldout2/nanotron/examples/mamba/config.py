from dataclasses import dataclass
from typing import Optional, Union
import torch
from nanotron.config import Config, ExistingCheckpointInit, NanotronConfigs
from nanotron.config.utils_config import cast_str_to_torch_dtype
@dataclass
class MambaInit:
    initializer_range: float = 0.02
    n_residuals_per_layer: int = 1  # Change to 2 if we have MLP
@dataclass
class ModelArgs:
    make_vocab_size_divisible_by: int = 1
    ddp_bucket_cap_mb: int = 25
@dataclass(kw_only=True)  # pylint: disable=unexpected-keyword-arg
class MambaConfig(Config):
@dataclass
class MambaModelConfig:
    d_model: int = 2560
    num_hidden_layers: int = 64
    vocab_size: int = 50277
    pad_vocab_size_multiple: int = 8
    dtype: str = "float32"
    rms_norm_eps: float = 1e-5
