from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
from tokenizers.normalizers import NFKC
from glob import glob
import os
import json
import argparse
def load_jsonl(input_path, quiet=True) -> list:
def json_iterator(input_dir, text_key="text"):
def train_tokenizer(
    input_dir: str, save_path: str, tokenizer_type: str = "BPE", vocab_size: int = 52000
def parse_args(input_args=None):
    parser = argparse.ArgumentParser(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
def main(args):
if __name__ == "__main__":
