import math
from functools import partial
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint as checkpoint
from timm.models.layers import drop_path, to_2tuple, trunc_normal_
from timm.models.registry import register_model
from minigpt4.common.dist_utils import download_cached_file
def _cfg(url='', **kwargs):
class DropPath(nn.Module):
class Mlp(nn.Module):
class Attention(nn.Module):
class Block(nn.Module):
class PatchEmbed(nn.Module):
class RelativePositionBias(nn.Module):
class VisionTransformer(nn.Module):
                 use_mean_pooling=True, init_scale=0.001, use_checkpoint=False):
        self.use_checkpoint = use_checkpoint
            if self.use_checkpoint:
                x = checkpoint.checkpoint(blk, x, rel_pos_bias)
def interpolate_pos_embed(model, checkpoint_model):
    if 'pos_embed' in checkpoint_model:
        pos_embed_checkpoint = checkpoint_model['pos_embed'].float()
        embedding_size = pos_embed_checkpoint.shape[-1]
        # height (== width) for the checkpoint position embedding
        orig_size = int((pos_embed_checkpoint.shape[-2] - num_extra_tokens) ** 0.5)
            extra_tokens = pos_embed_checkpoint[:, :num_extra_tokens]
            pos_tokens = pos_embed_checkpoint[:, num_extra_tokens:]
            checkpoint_model['pos_embed'] = new_pos_embed
def convert_weights_to_fp16(model: nn.Module):
def create_eva_vit_g(img_size=224,drop_path_rate=0.4,use_checkpoint=False,precision="fp16"):
        use_checkpoint=use_checkpoint,
