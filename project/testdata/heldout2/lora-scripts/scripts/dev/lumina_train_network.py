import argparse
import copy
from typing import Any, Tuple
import torch
from library.device_utils import clean_memory_on_device, init_ipex
from torch import Tensor
from accelerate import Accelerator
import train_network
from library import (
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
class LuminaNetworkTrainer(train_network.NetworkTrainer):
                    "Cast Lumina 2 model to fp8. This may take a while. You can reduce the time by using fp8 checkpoint."
        if args.gradient_checkpointing:
def setup_parser() -> argparse.ArgumentParser:
if __name__ == "__main__":
