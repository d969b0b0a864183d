from typing import Sequence
import torch
class DINOv2Wrapper(torch.nn.Module):
