import logging
from typing import Any
from torch import nn
from transformers import AutoModelForCausalLM
from llm_studio.src.metrics.text_causal_language_modeling_metrics import Perplexity
from llm_studio.src.utils.data_utils import batch_padding
from llm_studio.src.utils.modeling_utils import (
logger = logging.getLogger(__name__)
class Model(nn.Module):
        self.save_checkpoint = self.backbone.save_checkpoint
        # disable cache if gradient checkpointing is enabled
        if self.cfg.architecture.gradient_checkpointing:
        # enable cache again if gradient checkpointing is enabled
        if self.cfg.architecture.gradient_checkpointing:
