import argparse
from functools import partial
import json
import logging
import os
import sys
from typing import List, Optional
import numpy as np
import torch
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel
from fvcore.common.checkpoint import Checkpointer, PeriodicCheckpointer
from dinov2.data import SamplerType, make_data_loader, make_dataset
from dinov2.data.transforms import make_classification_eval_transform, make_classification_train_transform
import dinov2.distributed as distributed
from dinov2.eval.metrics import MetricType, build_metric
from dinov2.eval.setup import get_args_parser as get_setup_args_parser
from dinov2.eval.setup import setup_and_build_model
from dinov2.eval.utils import ModelWithIntermediateLayers, evaluate
from dinov2.logging import MetricLogger
logger = logging.getLogger("dinov2")
def get_args_parser(
    parents: Optional[List[argparse.ArgumentParser]] = None,
    parser = argparse.ArgumentParser(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        "--save-checkpoint-frequency",
        help="Number of epochs between two named checkpoint saves.",
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        help="Whether to not resume from existing checkpoints",
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        save_checkpoint_frequency=20,
def has_ddp_wrapper(m: nn.Module) -> bool:
def remove_ddp_wrapper(m: nn.Module) -> nn.Module:
def _pad_and_collate(batch):
def create_linear_input(x_tokens_list, use_n_blocks, use_avgpool):
class LinearClassifier(nn.Module):
class AllClassifiers(nn.Module):
class LinearPostprocessor(nn.Module):
def scale_lr(learning_rates, batch_size):
def setup_linear_classifiers(sample_output, n_last_blocks_list, learning_rates, batch_size, num_classes=1000):
def evaluate_linear_classifiers(
def eval_linear(
    output_dir,
    checkpoint_period,  # In number of iter, creates a new file every period
    running_checkpoint_period,  # Period to update main checkpoint file
    checkpointer = Checkpointer(linear_classifiers, output_dir, optimizer=optimizer, scheduler=scheduler)
    start_iter = checkpointer.resume_or_load(classifier_fpath or "", resume=resume).get("iteration", -1) + 1
    periodic_checkpointer = PeriodicCheckpointer(checkpointer, checkpoint_period, max_iter=max_iter)
            if iteration % running_checkpoint_period == 0:
                    logger.info("Checkpointing running_checkpoint")
                    periodic_checkpointer.save("running_checkpoint_linear_eval", iteration=iteration)
        periodic_checkpointer.step(iteration)
def make_eval_data_loader(test_dataset_str, batch_size, num_workers, metric_type):
def test_on_datasets(
def run_eval_linear(
    output_dir,
    save_checkpoint_frequency,
    checkpointer = Checkpointer(linear_classifiers, output_dir, optimizer=optimizer, scheduler=scheduler)
    start_iter = checkpointer.resume_or_load(classifier_fpath or "", resume=resume).get("iteration", -1) + 1
    checkpoint_period = save_checkpoint_frequency * epoch_length
    metrics_file_path = os.path.join(output_dir, "results_eval_linear.json")
        output_dir=output_dir,
        checkpoint_period=checkpoint_period,
        running_checkpoint_period=epoch_length,
def main(args):
        output_dir=args.output_dir,
        save_checkpoint_frequency=args.save_checkpoint_frequency,
if __name__ == "__main__":
