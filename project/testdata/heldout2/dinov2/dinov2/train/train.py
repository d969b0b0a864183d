import argparse
import logging
import math
import os
from functools import partial
from fvcore.common.checkpoint import PeriodicCheckpointer
import torch
from dinov2.data import SamplerType, make_data_loader, make_dataset
from dinov2.data import collate_data_and_cast, DataAugmentationDINO, MaskingGenerator
import dinov2.distributed as distributed
from dinov2.fsdp import FSDPCheckpointer
from dinov2.logging import MetricLogger
from dinov2.utils.config import setup
from dinov2.utils.utils import CosineScheduler
from dinov2.train.ssl_meta_arch import SSLMetaArch
torch.backends.cuda.matmul.allow_tf32 = True  # PyTorch 1.12 sets this to False by default
logger = logging.getLogger("dinov2")
def get_args_parser(add_help: bool = True):
    parser = argparse.ArgumentParser("DINOv2 training", add_help=add_help)
    parser.add_argument("--config-file", default="", metavar="FILE", help="path to config file")
    parser.add_argument(
        help="Whether to not attempt to resume from the checkpoint directory. ",
    parser.add_argument("--eval-only", action="store_true", help="perform evaluation only")
    parser.add_argument("--eval", type=str, default="", help="Eval type to perform")
    parser.add_argument(
    parser.add_argument(
        "--output_dir",
        help="Output directory to save logs and checkpoints",
def build_optimizer(cfg, params_groups):
def build_schedulers(cfg):
def apply_optim_scheduler(optimizer, lr, wd, last_layer_lr):
def do_test(cfg, model, iteration):
        eval_dir = os.path.join(cfg.train.output_dir, "eval", iterstring)
        # save teacher checkpoint
        teacher_ckp_path = os.path.join(eval_dir, "teacher_checkpoint.pth")
def do_train(cfg, model, resume=False):
    # checkpointer
    checkpointer = FSDPCheckpointer(model, cfg.train.output_dir, optimizer=optimizer, save_to_disk=True)
    start_iter = checkpointer.resume_or_load(cfg.MODEL.WEIGHTS, resume=resume).get("iteration", -1) + 1
    periodic_checkpointer = PeriodicCheckpointer(
        checkpointer,
    metrics_file = os.path.join(cfg.train.output_dir, "training_metrics.json")
        # checkpointing and testing
        periodic_checkpointer.step(iteration)
def main(args):
    cfg = setup(args)
            FSDPCheckpointer(model, save_dir=cfg.train.output_dir)
if __name__ == "__main__":
