import math
import os
import warnings
from dataclasses import dataclass
from typing import Optional, Tuple, Dict, Any
import torch
from torch import Tensor, device, dtype, nn
import torch.utils.checkpoint
from torch import nn
from torch.nn import CrossEntropyLoss
import torch.nn.functional as F
from transformers.activations import ACT2FN
from transformers.file_utils import (
from transformers.modeling_outputs import (
from transformers.modeling_utils import (
from transformers.utils import logging
from transformers.models.bert.configuration_bert import BertConfig
logger = logging.get_logger(__name__)
class BertEmbeddings(nn.Module):
        # any TensorFlow checkpoint file
class BertSelfAttention(nn.Module):
class BertSelfOutput(nn.Module):
class BertAttention(nn.Module):
class BertIntermediate(nn.Module):
class BertOutput(nn.Module):
class BertLayer(nn.Module):
class BertEncoder(nn.Module):
            if getattr(self.config, "gradient_checkpointing", False) and self.training:
                        "`use_cache=True` is incompatible with gradient checkpointing. Setting `use_cache=False`..."
                layer_outputs = torch.utils.checkpoint.checkpoint(
class BertPooler(nn.Module):
class BertPredictionHeadTransform(nn.Module):
class BertLMPredictionHead(nn.Module):
class BertOnlyMLMHead(nn.Module):
class BertPreTrainedModel(PreTrainedModel):
class BertModel(BertPreTrainedModel):
class BertLMHeadModel(BertPreTrainedModel):
class BertForMaskedLM(BertPreTrainedModel):
