cmd = f"python tools/datasets/preprocess_data_with_with_chat_template.py \
import argparse
import multiprocessing
import os
import sys
import lm_dataformat as lmd
import numpy as np
import time
import tqdm
import jsonlines
from megatron.data import indexed_dataset
from threading import Semaphore
from typing import List, Dict, Tuple
from transformers import AutoTokenizer, PreTrainedTokenizer
def build_chat(
class Encoder(object):
def get_args():
    parser = argparse.ArgumentParser()
    group = parser.add_argument_group(title="input data")
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group = parser.add_argument_group(title="tokenizer")
    group.add_argument(
    group.add_argument("--ftfy", action="store_true", help="Use ftfy to clean text")
    group = parser.add_argument_group(title="output data")
    group.add_argument(
    group.add_argument(
    group = parser.add_argument_group(title="runtime")
    group.add_argument(
    group.add_argument(
def yield_from_files(fnames: list, semaphore):
def main():
if __name__ == "__main__":
