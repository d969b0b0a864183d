import torch
import torch.nn.functional as F
from typing import Optional
from torch import Tensor
def bias_dropout_add(
def get_bias_dropout_add(training):
def bias_dropout_add_fused_train(
def bias_dropout_add_fused_inference(
