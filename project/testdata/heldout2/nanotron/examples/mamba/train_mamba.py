import argparse
import os
import sys
from config import MambaModelConfig
from mamba import MambaForTraining
from trainer import MambaTrainer
from nanotron import logging
from run_train import get_dataloader  # noqa
logger = logging.get_logger(__name__)
def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config-file", type=str, required=True, help="Path to the YAML or python config file")
if __name__ == "__main__":
