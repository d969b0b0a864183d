import logging
import random
import torch
from torch.cuda.amp import autocast as autocast
import torch.nn as nn
from minigpt4.common.registry import registry
from minigpt4.models.base_model import BaseModel
from transformers import StoppingCriteria, StoppingCriteriaList
from minigpt4.conversation.conversation import StoppingCriteriaSub
class MiniGPTBase(BaseModel):
        use_grad_checkpoint=False,
            vit_model, img_size, drop_path_rate, use_grad_checkpoint, vit_precision, freeze_vit
