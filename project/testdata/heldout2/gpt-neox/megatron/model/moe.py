from typing import Optional
import megablocks.ops
import numpy as np
import torch
from megatron import mpu
from megatron.mpu import get_expert_token_counts_for_rank
from megatron.mpu import get_expert_tokens_for_rank
from megatron.mpu import copy_to_expert_model_parallel_region
from megatron.mpu import gather_from_expert_model_parallel_region
from megatron.neox_arguments.arguments import NeoXArgs
from .moe_mlp import ParallelGroupedLLaMAMLP, ParallelGroupedMLP
from .router import TopKTokenChoiceRouter, SinkhornRouter
class ParallelDroplessMLP(torch.nn.Module):
def cast_if_autocast_enabled(tensor: torch.Tensor):
class ParallelDroplessMoE(torch.nn.Module):
