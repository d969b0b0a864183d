import argparse
import time
from pprint import pformat
from typing import Dict, Optional, cast
import nanotron.distributed as dist
from nanotron import logging
from nanotron.config import (
from nanotron.data.dataloader import (
from nanotron.data.processing import (
from nanotron.data.sft_processing import prepare_sft_dataset
from nanotron.helpers import (
from nanotron.logging import log_rank
from nanotron.parallel.pipeline_parallel.utils import get_input_output_pp_ranks
from nanotron.sanity_checks import sanity_check_dataloader
from nanotron.trainer import DistributedTrainer
from nanotron.utils import main_rank_first
from torch.utils.data import DataLoader
from nanotron.trainer import DataStageMetadata
from collections import defaultdict
logger = logging.get_logger(__name__)
def get_dataloader_from_data_stage(
def get_dataloader(
def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config-file", type=str, required=True, help="Path to the YAML or python config file")
    parser.add_argument(
if __name__ == "__main__":
