import math
import torch
import torch.nn as nn
from torch.nn import functional as F
from mingpt.utils import CfgNode as CN
class NewGELU(nn.Module):
class CausalSelfAttention(nn.Module):
class Block(nn.Module):
class GPT(nn.Module):
        from a huggingface/transformers checkpoint.
        # basically the openai checkpoints use a "Conv1D" module, but we only want to use a vanilla nn.Linear.
