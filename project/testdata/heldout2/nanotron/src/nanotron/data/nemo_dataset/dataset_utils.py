import math
import os
import subprocess
from typing import List, Tuple, Union
from nanotron import logging
from nanotron.logging import log_rank
logger = logging.get_logger(__name__)
def compile_helper():
def get_datasets_weights_and_num_samples(
def get_train_valid_test_split_(splits_string: str, size: int) -> Tuple[int]:
