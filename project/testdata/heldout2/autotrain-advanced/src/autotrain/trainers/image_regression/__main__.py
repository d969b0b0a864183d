import argparse
import json
from accelerate.state import PartialState
from datasets import load_dataset, load_from_disk
from huggingface_hub import HfApi
from transformers import (
from transformers.trainer_callback import PrinterCallback
from autotrain import logger
from autotrain.trainers.common import (
from autotrain.trainers.image_regression import utils
from autotrain.trainers.image_regression.params import ImageRegressionParams
def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--training_config", type=str, required=True)
def train(config):
        output_dir=config.project_name,
        push_to_hub=False,
    if config.push_to_hub:
if __name__ == "__main__":
