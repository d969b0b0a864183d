cmd = f"python tools/datasets/preprocess_data_with_mask.py \
import argparse
import multiprocessing
import os
import sys
import re
import lm_dataformat as lmd
import numpy as np
import time
import tqdm
import torch
import ftfy
from megatron.tokenizer import build_tokenizer
from megatron.data import indexed_dataset
from threading import Semaphore
from functools import lru_cache
def build_nxt(pattern: tuple) -> tuple:
def kmp(seq, pattern, first_appearance=False):
class Encoder(object):
def get_args():
    parser = argparse.ArgumentParser()
    group = parser.add_argument_group(title="input data")
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group = parser.add_argument_group(title="tokenizer")
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group.add_argument(
    group.add_argument("--ftfy", action="store_true", help="Use ftfy to clean text")
    group = parser.add_argument_group(title="output data")
    group.add_argument(
    group.add_argument(
    group = parser.add_argument_group(title="runtime")
    group.add_argument(
    group.add_argument(
def yield_from_files(fnames: list, semaphore):
def mask(sentence: list, pivot_tokens: list, include_pivot=True):
def main():
if __name__ == "__main__":
