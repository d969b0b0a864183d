from copy import deepcopy
from functools import partial
import torch.nn as nn
from torchtitan.models.common.linear import Linear
from torchtitan.models.common.nn_modules import RMSNorm
from torchtitan.models.utils import validate_converter_order
from torchtitan.protocols.model import ModelConfigConverter
from torchtitan.protocols.model_spec import ModelSpec
from .model.autoencoder import AutoEncoder
from .model.hf_embedder import FluxEmbedder
from .model.layers import (
from .model.model import FluxModel
from .model.state_dict_adapter import FluxStateDictAdapter
from .parallelize import parallelize_flux
__all__ = [
_ZERO_LINEAR = {"weight": nn.init.zeros_, "bias": nn.init.zeros_}
_XAVIER_LINEAR = {"weight": nn.init.xavier_uniform_, "bias": nn.init.zeros_}
_NORMAL_02 = {"weight": partial(nn.init.normal_, std=0.02), "bias": nn.init.zeros_}
_NORM_INIT = {"weight": nn.init.ones_}
_T5_ENCODER_VERSION = "google/t5-v1_1-xxl"
_CLIP_ENCODER_VERSION = "openai/clip-vit-large-patch14"
def _make_double_block_config(
def _make_single_block_config(
def _flux_dev() -> FluxModel.Config:
def _flux_schnell() -> FluxModel.Config:
def _flux_debug() -> FluxModel.Config:
flux_configs = {
def model_registry(
