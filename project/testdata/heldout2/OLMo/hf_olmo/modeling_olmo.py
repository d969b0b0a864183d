import logging
from dataclasses import fields
from typing import Callable, List, Optional, Tuple, Union
import torch
from transformers import GenerationMixin, PreTrainedModel
from transformers.cache_utils import Cache
from transformers.modeling_outputs import CausalLMOutputWithPast
from transformers.models.auto import AutoModelForCausalLM
from olmo.config import ActivationCheckpointingStrategy, ModelConfig
from olmo.model import OLMo
from .configuration_olmo import OLMoConfig
log = logging.getLogger(__name__)
def create_model_config_from_pretrained_config(config: OLMoConfig):
class OLMoForCausalLM(PreTrainedModel, GenerationMixin):
    supports_gradient_checkpointing = True
        self._gradient_checkpointing_func: Optional[Callable] = None
        self._gradient_checkpointing = False
    def gradient_checkpointing(self) -> bool:
        return self._gradient_checkpointing
    @gradient_checkpointing.setter
    def gradient_checkpointing(self, enabled: bool):
        if self._gradient_checkpointing == enabled:
        # HF does not specify a way to pass checkpointing strategies, so we pick
        checkpointing_strategy = ActivationCheckpointingStrategy.whole_layer if enabled else None
        self.model.set_activation_checkpointing(
            checkpointing_strategy, checkpoint_func=self._gradient_checkpointing_func
        self._gradient_checkpointing = enabled
