import logging
import torch
import torch.nn as nn
import torch.nn.functional as F
logger = logging.getLogger("dinov2")
class KoLeoLoss(nn.Module):
