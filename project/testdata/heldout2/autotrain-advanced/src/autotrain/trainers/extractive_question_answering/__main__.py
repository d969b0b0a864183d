import argparse
import copy
import json
from functools import partial
from accelerate.state import PartialState
from datasets import load_dataset, load_from_disk
from huggingface_hub import HfApi
from transformers import (
from transformers.trainer_callback import PrinterCallback
from autotrain import logger
from autotrain.trainers.common import (
from autotrain.trainers.extractive_question_answering import utils
from autotrain.trainers.extractive_question_answering.dataset import ExtractiveQuestionAnsweringDataset
from autotrain.trainers.extractive_question_answering.params import ExtractiveQuestionAnsweringParams
def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--training_config", type=str, required=True)
def train(config):
        output_dir=config.project_name,
        push_to_hub=False,
    if config.push_to_hub:
if __name__ == "__main__":
