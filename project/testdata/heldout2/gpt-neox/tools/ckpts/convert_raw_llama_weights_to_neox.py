import argparse
import os
import torch
import json
import math
import tqdm.auto as tqdm
INTERMEDIATE_SIZE_MAP = {
NUM_SHARDS = {
def compute_intermediate_size(n):
def read_json(path):
def write_json(text, path):
def write_file(text, path):
def convert_model_pipeline(
def convert_model_sequential(
class Helper:
def main():
    parser = argparse.ArgumentParser(
        description="Convert raw LLaMA or Mistral checkpoints to GPT-NeoX format."
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        "--output_dir",
    parser.add_argument(
    parser.add_argument(
            output_base_path=args.output_dir,
            output_base_path=args.output_dir,
if __name__ == "__main__":
