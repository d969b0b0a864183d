import argparse
import os
from typing import Optional
from nanotron.config import ParallelismArgs
from lighteval.config.lighteval_config import (
from lighteval.main_nanotron import nanotron
def create_lighteval_config(
    output_dir: str = "./eval_results",
    tasks: str = "lighteval|agieval:aqua-rat|5|0",
    batch_size: int = 16,
    dp: int = 1,
    pp: int = 1,
    tp: int = 1,
    temperature: float = 0.0,
    top_k: int = 0,
    top_p: float = 1.0,
    seed: int = 42,
    push_to_hub: bool = False,
        output_dir: Directory where evaluation results will be saved
        push_to_hub: Whether to push results to Hugging Face Hub
        output_dir=output_dir,
        push_to_hub=push_to_hub,
def save_lighteval_config_as_yaml(config: LightEvalConfig, output_path: str) -> None:
                "output_dir": config.logging.output_dir,
                "push_to_hub": config.logging.push_to_hub,
def get_parser():
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--checkpoint-config-path",
        help="Path to the brr checkpoint YAML or python config file, potentially on S3",
    parser.add_argument(
    parser.add_argument(
if __name__ == "__main__":
            output_dir="./eval_results/custom",
        checkpoint_config_path=args.checkpoint_config_path,
