import math
import logging
import os
from omegaconf import OmegaConf
import dinov2.distributed as distributed
from dinov2.logging import setup_logging
from dinov2.utils import utils
from dinov2.configs import dinov2_default_config
logger = logging.getLogger("dinov2")
def apply_scaling_rules_to_cfg(cfg):  # to fix
def write_config(cfg, output_dir, name="config.yaml"):
    saved_cfg_path = os.path.join(output_dir, name)
def get_cfg_from_args(args):
    args.output_dir = os.path.abspath(args.output_dir)
    args.opts += [f"train.output_dir={args.output_dir}"]
def default_setup(args):
    setup_logging(output=args.output_dir, level=logging.INFO)
def setup(args):
    os.makedirs(args.output_dir, exist_ok=True)
    default_setup(args)
    write_config(cfg, args.output_dir)
