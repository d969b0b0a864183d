import copy
import inspect
import math
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple, Union, List
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn import CrossEntropyLoss
from transformers import AutoConfig, AutoModel, AutoModelForTextEncoding
from transformers.activations import ACT2FN
from transformers.cache_utils import (
from transformers.generation.configuration_utils import GenerationConfig, GenerationMode
from transformers.generation.logits_process import LogitsProcessorList
from transformers.generation.stopping_criteria import StoppingCriteriaList
from transformers.modeling_attn_mask_utils import (
from transformers.modeling_outputs import (
from transformers.modeling_utils import PreTrainedModel
from transformers.utils import (
from transformers.utils.import_utils import is_flash_attn_2_available, is_flash_attn_greater_or_equal_2_10
from .configuration_parler_tts import ParlerTTSConfig, ParlerTTSDecoderConfig
from .dac_wrapper import DACConfig, DACModel
from .logits_processors import ParlerTTSLogitsProcessor
from importlib.metadata import version
from packaging.version import Version
is_dac_integrated_to_transformers = Version(version("transformers")) > Version("4.44.2dev")
logger = logging.get_logger(__name__)
_CONFIG_FOR_DOC = "ParlerTTSConfig"
_CHECKPOINT_FOR_DOC = "parler-tts/parler-tts-mini-v1"
MUSICGEN_PRETRAINED_MODEL_ARCHIVE_LIST = [
NEED_SETUP_CACHE_CLASSES_MAPPING = {"static": StaticCache, "sliding_window": SlidingWindowCache}
@dataclass
class ParlerTTSSeq2SeqLMOutput(ModelOutput):
@dataclass
class ParlerTTSCausalLMOutputWithCrossAttentions(ModelOutput):
def apply_delay_pattern_mask(input_ids, decoder_pad_token_mask):
def build_delay_pattern_mask(
def repeat_kv(hidden_states: torch.Tensor, n_rep: int) -> torch.Tensor:
@dataclass
class ParlerTTSUnconditionalInput(ModelOutput):
def shift_tokens_right(input_ids: torch.Tensor, pad_token_id: int, decoder_start_token_id: int):
class ParlerTTSSinusoidalPositionalEmbedding(nn.Module):
class ParlerTTSRotaryEmbedding(nn.Module):
def rotate_half(x):
def apply_rotary_pos_emb(x, cos, sin, unsqueeze_dim=1):
class ParlerTTSAttention(nn.Module):
def _get_unpad_data(attention_mask):
class ParlerTTSFlashAttention2(ParlerTTSAttention):
class ParlerTTSSdpaAttention(ParlerTTSAttention):
PARLERTTS_ATTENTION_CLASSES = {
class ParlerTTSDecoderLayer(nn.Module):
class ParlerTTSPreTrainedModel(PreTrainedModel):
    supports_gradient_checkpointing = True
MUSICGEN_START_DOCSTRING = r"""
MUSICGEN_INPUTS_DOCSTRING = r"""
MUSICGEN_DECODER_INPUTS_DOCSTRING = r"""
class ParlerTTSDecoder(ParlerTTSPreTrainedModel):
        self.gradient_checkpointing = False
        if self.gradient_checkpointing and self.training:
                    "`use_cache=True` is incompatible with gradient checkpointing`. Setting `use_cache=False`..."
            if self.gradient_checkpointing and self.training:
                layer_outputs = self._gradient_checkpointing_func(
class ParlerTTSModel(ParlerTTSPreTrainedModel):
class ParlerTTSForCausalLM(ParlerTTSPreTrainedModel):
class ParlerTTSForConditionalGeneration(PreTrainedModel):
    supports_gradient_checkpointing = True
        library from pretrained model checkpoints.
