import warnings
from blip.vit import VisionTransformer, interpolate_pos_embed
from blip.med import BertConfig, BertModel, BertLMHeadModel
from transformers import BertTokenizer
import torch
from torch import nn
import torch.nn.functional as F
import os
from urllib.parse import urlparse
from timm.models.hub import download_cached_file
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
class BLIP_Base(nn.Module):
class BLIP_Decoder(nn.Module):
def blip_decoder(pretrained='',**kwargs):
        model,msg = load_checkpoint(model,pretrained)
def blip_feature_extractor(pretrained='',**kwargs):
        model,msg = load_checkpoint(model,pretrained)
def init_tokenizer():
def create_vit(vit, image_size, use_grad_checkpointing=False, ckpt_layer=0, drop_path_rate=0):
                                           num_heads=12, use_grad_checkpointing=use_grad_checkpointing, ckpt_layer=ckpt_layer,
                                           num_heads=16, use_grad_checkpointing=use_grad_checkpointing, ckpt_layer=ckpt_layer,
def is_url(url_or_filename):
def load_checkpoint(model,url_or_filename):
        checkpoint = torch.load(cached_file, map_location='cpu') 
        checkpoint = torch.load(url_or_filename, map_location='cpu') 
        raise RuntimeError('checkpoint url or path is invalid')
    state_dict = checkpoint['model']
    logger.info('load checkpoint from %s'%url_or_filename)  
