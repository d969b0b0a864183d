import torch
from dac.model import DAC
from torch import nn
from transformers import PreTrainedModel
from transformers.models.encodec.modeling_encodec import EncodecDecoderOutput, EncodecEncoderOutput
from .configuration_dac import DACConfig
class DACModel(PreTrainedModel):
