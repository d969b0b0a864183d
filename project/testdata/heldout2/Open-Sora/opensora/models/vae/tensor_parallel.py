from typing import List, Optional, Union
import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F
from colossalai.device.device_mesh import DeviceMesh
from colossalai.shardformer.layer._operation import (
from colossalai.shardformer.layer.parallel_module import ParallelModule
from colossalai.tensor.d_tensor.api import (
from colossalai.tensor.d_tensor.sharding_spec import ShardingSpec
from torch.distributed import ProcessGroup
from torch.nn.parameter import Parameter
from .utils import ChannelChunkConv3d, channel_chunk_conv3d
def shard_channelwise(
class Conv3dTPCol(nn.Conv3d):
class Conv3dTPRow(nn.Conv3d):
class Conv2dTPRow(nn.Conv2d):
class Conv1dTPRow(nn.Conv1d):
class GroupNormTP(nn.GroupNorm):
