import argparse
import os
import torch
from safetensors.torch import load_file
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
def main(file):
def setup_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    parser.add_argument("file", type=str, help="model file to check / 重みを確認するモデルファイル")
    parser.add_argument("-s", "--show_all_keys", action="store_true", help="show all keys / 全てのキーを表示する")
if __name__ == "__main__":
