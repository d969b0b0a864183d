import logging
import random
import torch
from torch.cuda.amp import autocast as autocast
import torch.nn as nn
from minigpt4.common.registry import registry
from minigpt4.models.base_model import disabled_train
from minigpt4.models.minigpt_base import MiniGPTBase
from minigpt4.models.Qformer import BertConfig, BertLMHeadModel
class MiniGPT4(MiniGPTBase):
            use_grad_checkpoint=False,
            use_grad_checkpoint=use_grad_checkpoint,
        use_grad_checkpoint = cfg.get("use_grad_checkpoint", False)
            use_grad_checkpoint=use_grad_checkpoint,
