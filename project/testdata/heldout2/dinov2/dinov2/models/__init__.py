import logging
from . import vision_transformer as vits
logger = logging.getLogger("dinov2")
def build_model(args, only_teacher=False, img_size=224):
def build_model_from_cfg(cfg, only_teacher=False):
