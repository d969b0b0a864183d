import os
import torch.nn as nn
from opensora.registry import MODELS
from opensora.utils.ckpt import load_checkpoint
def weights_init(m):
def weights_init_conv(m):
class NLayerDiscriminator3D(nn.Module):
def N_LAYER_DISCRIMINATOR_3D(from_pretrained=None, force_huggingface=None, **kwargs):
            load_checkpoint(model, from_pretrained)
