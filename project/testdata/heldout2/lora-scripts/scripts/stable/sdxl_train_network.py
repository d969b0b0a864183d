import argparse
import torch
from library.device_utils import init_ipex, clean_memory_on_device
from library import sdxl_model_util, sdxl_train_util, train_util
import train_network
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
class SdxlNetworkTrainer(train_network.NetworkTrainer):
def setup_parser() -> argparse.ArgumentParser:
if __name__ == "__main__":
