import random
import warnings
from collections import OrderedDict
from datetime import timedelta
import torch
import torch.distributed as dist
import torch.nn.functional as F
from colossalai.booster.plugin import HybridParallelPlugin, LowLevelZeroPlugin
from colossalai.cluster import DistCoordinator
from colossalai.utils import get_current_device
from einops import rearrange
from torch import nn
from torch.optim.lr_scheduler import _LRScheduler
from tqdm import tqdm
from opensora.acceleration.parallel_states import (
from opensora.utils.optimizer import LinearWarmupLR
def set_lr(
def set_warmup_steps(
def set_eps(
def setup_device() -> tuple[torch.device, DistCoordinator]:
def create_colossalai_plugin(
def update_ema(
    ema_model: torch.nn.Module, model: torch.nn.Module, optimizer=None, decay: float = 0.9999, sharded: bool = True
def dropout_condition(prob: float, txt: torch.Tensor, null_txt: torch.Tensor) -> torch.Tensor:
def prepare_visual_condition_uncausal(
def prepare_visual_condition_causal(x: torch.Tensor, condition_config: dict, model_ae: torch.nn.Module) -> torch.Tensor:
def get_batch_loss(model_pred, v_t, masks=None):
def warmup_ae(model_ae: nn.Module, shapes: list[tuple[int, ...]], device: torch.device, dtype: torch.dtype):
