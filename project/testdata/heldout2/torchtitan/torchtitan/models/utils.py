import torch
import torch.nn as nn
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.tensor import DTensor
from torch.distributed.tensor.placement_types import (
from torchtitan.models.common.decoder import Decoder
from torchtitan.protocols.state_dict_adapter import StateDictAdapter
from torchtitan.tools.logging import logger
def validate_converter_order(converters: list) -> None:
class MoEStateDictAdapter(StateDictAdapter):
    in this class help convert 3D param into list of 2D params so that the checkpoint
def get_dense_model_nparams_and_flops(
def get_moe_model_nparams_and_flops(
