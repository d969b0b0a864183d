import logging
from typing import Any
import torch
from torch import nn
from transformers import AutoModelForCausalLM
from llm_studio.src.losses.text_causal_language_modeling_losses import (
from llm_studio.src.losses.text_dpo_modeling_losses import LOSS_REDUCTION
from llm_studio.src.metrics.text_causal_language_modeling_metrics import Perplexity
from llm_studio.src.utils.data_utils import batch_padding
from llm_studio.src.utils.modeling_utils import (
logger = logging.getLogger(__name__)
def get_batch_logps(
class Model(nn.Module):
        # disable cache if gradient checkpointing is enabled
        if self.cfg.architecture.gradient_checkpointing:
        # enable cache again if gradient checkpointing is enabled
        if self.cfg.architecture.gradient_checkpointing:
