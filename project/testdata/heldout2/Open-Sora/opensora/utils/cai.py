import colossalai
import torch
import torch.distributed as dist
from colossalai.booster import Booster
from colossalai.cluster import DistCoordinator
from opensora.acceleration.parallel_states import (
from opensora.models.hunyuan_vae.policy import HunyuanVaePolicy
from opensora.models.mmdit.distributed import MMDiTPolicy
from opensora.utils.logger import is_distributed
from opensora.utils.train import create_colossalai_plugin
from .logger import log_message
def set_group_size(plugin_config: dict):
def init_inference_environment():
def get_booster(cfg: dict, ae: bool = False):
def get_is_saving_process(cfg: dict):
