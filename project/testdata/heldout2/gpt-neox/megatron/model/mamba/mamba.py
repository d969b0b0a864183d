import math
import torch
import torch.nn as nn
import torch.nn.functional as F
from megatron.model.norms import get_norm
from megatron import mpu
class ParallelMambaBlock(nn.Module):
class ParallelMambaResidualLayer(nn.Module):
class ParallelMambaResidualLayerPipe(ParallelMambaResidualLayer):
