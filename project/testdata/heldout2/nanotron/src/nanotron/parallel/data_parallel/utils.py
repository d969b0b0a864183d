from contextlib import contextmanager
from typing import Optional
import torch
from nanotron import distributed as dist
from nanotron.optim.gradient_accumulator import GradientAccumulator
from torch import nn
def ddp_trigger_sync_in_bwd(model_ddp):
def sync_gradients_across_dp(
