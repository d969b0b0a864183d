import logging
import torch
from omegaconf import OmegaConf
from minigpt4.common.registry import registry
from minigpt4.models.base_model import BaseModel
from minigpt4.models.minigpt_base import MiniGPTBase
from minigpt4.models.minigpt4 import MiniGPT4
from minigpt4.models.minigpt_v2 import MiniGPTv2
from minigpt4.processors.base_processor import BaseProcessor
__all__ = [
def load_model(name, model_type, is_eval=False, device="cpu", checkpoint=None):
        checkpoint (str): path or to checkpoint. Default: None.
            Note that expecting the checkpoint to have the same keys in state_dict as the model.
    if checkpoint is not None:
        model.load_checkpoint(checkpoint)
def load_preprocess(config):
def load_model_and_preprocess(name, model_type, is_eval=False, device="cpu"):
class ModelZoo:
model_zoo = ModelZoo()
