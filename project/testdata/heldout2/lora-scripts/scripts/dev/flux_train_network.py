import argparse
import copy
import math
import random
from typing import Any, Optional, Union
import torch
from accelerate import Accelerator
from library.device_utils import clean_memory_on_device, init_ipex
import train_network
from library import (
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
class FluxNetworkTrainer(train_network.NetworkTrainer):
        ) or not args.cpu_offload_checkpointing, "blocks_to_swap is not supported with cpu_offload_checkpointing / blocks_to_swapはcpu_offload_checkpointingと併用できません"
                    "Cast FLUX model to fp8. This may take a while. You can reduce the time by using fp8 checkpoint."
        # Instead, we analyze the checkpoint state to determine if it is schnell.
            _, is_schnell, _, _ = flux_utils.analyze_checkpoint_state(args.pretrained_model_name_or_path)
        if args.gradient_checkpointing:
def setup_parser() -> argparse.ArgumentParser:
    parser.add_argument(
if __name__ == "__main__":
