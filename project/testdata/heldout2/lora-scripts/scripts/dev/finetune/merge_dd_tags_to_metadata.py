import argparse
import json
from pathlib import Path
from typing import List
from tqdm import tqdm
import library.train_util as train_util
import os
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
def main(args):
def setup_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    parser.add_argument("train_data_dir", type=str, help="directory for train images / 学習画像データのディレクトリ")
    parser.add_argument("out_json", type=str, help="metadata file to output / メタデータファイル書き出し先")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument("--debug", action="store_true", help="debug mode, print tags")
if __name__ == "__main__":
