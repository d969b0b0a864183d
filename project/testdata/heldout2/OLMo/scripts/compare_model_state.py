Convenience script to compare the model state of 2 unsharded OLMo checkpoints.
import logging
from argparse import ArgumentParser
from pathlib import Path
from typing import Any
import torch
logger = logging.getLogger(__name__)
def compare_model_param(
    norm_order: int = 1,
def compare_model_state(
    norm_order: int = 1,
def main():
    parser = ArgumentParser()
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
if __name__ == "__main__":
