import os
import logging
import contextlib
from omegaconf import OmegaConf
import numpy as np
import torch
import torch.nn as nn
from transformers import LlamaTokenizer
from peft import (
from minigpt4.common.dist_utils import download_cached_file
from minigpt4.common.utils import get_abs_path, is_url
from minigpt4.models.eva_vit import create_eva_vit_g
from minigpt4.models.modeling_llama import LlamaForCausalLM
class BaseModel(nn.Module):
    def load_checkpoint(self, url_or_filename):
        Load from a finetuned checkpoint.
        This should expect no mismatch in the model keys and the checkpoint keys.
            checkpoint = torch.load(cached_file, map_location="cpu")
            checkpoint = torch.load(url_or_filename, map_location="cpu")
            raise RuntimeError("checkpoint url or path is invalid")
        if "model" in checkpoint.keys():
            state_dict = checkpoint["model"]
            state_dict = checkpoint
        logging.info("load checkpoint from %s" % url_or_filename)
            - model_type (str): model type, specifying architecture and checkpoints.
    def load_checkpoint_from_config(self, cfg, **kwargs):
        Load checkpoint as specified in the config file.
            self.load_checkpoint(url_or_filename=finetune_path)
        cls, model_name, img_size, drop_path_rate, use_grad_checkpoint, precision, freeze
            img_size, drop_path_rate, use_grad_checkpoint, precision
            checkpoint = torch.load(cached_file, map_location="cpu")
            checkpoint = torch.load(url_or_filename, map_location="cpu")
            raise RuntimeError("checkpoint url or path is invalid")
        state_dict = checkpoint["model"]
        logging.info("load checkpoint from %s" % url_or_filename)
def disabled_train(self, mode=True):
class LayerNorm(nn.LayerNorm):
