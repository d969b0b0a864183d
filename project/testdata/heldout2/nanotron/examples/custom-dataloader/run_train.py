import argparse
from typing import Dict, cast
import datasets
import numpy as np
from nanotron import logging
from nanotron.config import (
from nanotron.data.clm_collator import DataCollatorForCLM
from nanotron.data.dataloader import (
from nanotron.data.processing import (
from nanotron.helpers import (
from nanotron.logging import log_rank
from nanotron.parallel.pipeline_parallel.utils import get_input_output_pp_ranks
from nanotron.trainer import DistributedTrainer
from nanotron.utils import main_rank_first
from torch.utils.data import DataLoader
logger = logging.get_logger(__name__)
def get_dataloader_from_data_stage(
def get_dataloader(trainer: DistributedTrainer) -> Dict[str, DataLoader]:
        ), f"Cannot find consumed_train_samples for stage {stage.start_training_step} in the checkpoint"
def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config-file", type=str, required=True, help="Path to the YAML or python config file")
if __name__ == "__main__":
