import argparse
import json
import os
from pathlib import Path
import wandb
def run(current_path: Path):
    list_checkpoints = os.listdir(current_path)
    sorted_list_checkpoints = sorted(list_checkpoints, key=int)
    for item in sorted_list_checkpoints:
def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--eval-path", type=str, required=True, help="Path of the lighteval's evaluation results")
    parser.add_argument(
    parser.add_argument(
if __name__ == "__main__":
