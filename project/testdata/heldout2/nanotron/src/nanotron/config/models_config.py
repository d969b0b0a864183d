from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, List, Optional, Union
from nanotron.config.utils_config import InitScalingMethod
from nanotron.nn.attention import ALL_ATTENTION_FUNCTIONS, AttentionImplementation
DEFAULT_ATTENTION_IMPLEMENTATION = "flash_attention_2"
@dataclass
class RandomInit:
@dataclass
class SpectralMupInit:
@dataclass
class ExistingCheckpointInit:
@dataclass
class MoEConfig:
    num_experts: int = 8  # Total number of experts
    top_k: int = 2  # Number of experts to route each token to
    moe_intermediate_size: int = 1408  # Intermediate size of the MoE layer
    shared_expert_intermediate_size: int = 5632  # Intermediate size of the shared expert
    router_aux_loss_coef: float = 0.01  # Coefficient for the router auxiliary loss
    layers: List[int] = field(
    token_dispatcher_type: str = "alltoall"  # Communication pattern for MoE ("alltoall" or "allgather")
@dataclass
class LlamaConfig:
    bos_token_id: int = 1
    eos_token_id: int = 2
    hidden_act: str = "silu"
    hidden_size: int = 4096
    initializer_range: float = 0.02
    intermediate_size: int = 11008
    max_position_embeddings: int = 2048
    num_attention_heads: int = 32
    num_hidden_layers: int = 32
    pretraining_tp: int = 1
    rms_norm_eps: float = 1e-6
    rope_theta: float = 10000.0
        False  # The default value has been True, but for loading Llama3 checkpoints you have to set it to False
    vocab_size: int = 32000
    z_loss_coefficient: float = 0.0001  # Default from the paper (10^-4)
@dataclass
class Qwen2Config:
