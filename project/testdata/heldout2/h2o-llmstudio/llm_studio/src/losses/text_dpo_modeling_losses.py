import logging
from collections.abc import KeysView
from typing import Any
import torch
import torch.nn.functional as F
from torch import nn
logger = logging.getLogger(__name__)
class DPOLoss(nn.Module):
class DPOHingeLoss(DPOLoss):
class DPOIPOLoss(DPOLoss):
class KTOPairLoss(nn.Module):
class CPOLoss(nn.Module):
class SimPOLoss(CPOLoss):
class Losses:
LOSS_REDUCTION = {
