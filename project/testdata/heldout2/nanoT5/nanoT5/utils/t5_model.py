import copy
import math
from typing import Optional
from dataclasses import dataclass
import torch
from torch import nn
from torch.nn import CrossEntropyLoss
from transformers.modeling_utils import ModuleUtilsMixin
from transformers.modeling_outputs import ModelOutput
from transformers.models.t5.configuration_t5 import T5Config
from transformers.models.t5.modeling_t5 import (
@dataclass
class EncoderOutput(ModelOutput):
@dataclass
class Seq2SeqLMOutput(ModelOutput):
class T5LayerFF(nn.Module):
class T5Attention(nn.Module):
class T5LayerSelfAttention(nn.Module):
class T5LayerCrossAttention(nn.Module):
class T5Block(nn.Module):
class T5Stack(nn.Module, ModuleUtilsMixin):
class MyT5(nn.Module):
