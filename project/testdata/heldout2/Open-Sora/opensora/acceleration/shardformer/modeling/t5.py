import torch
import torch.nn as nn
class T5LayerNorm(nn.Module):
