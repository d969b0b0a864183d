import argparse
import ast
import json
import os
from datetime import datetime
import torch
from mmengine.config import Config
from .logger import is_distributed, is_main_process
def parse_args() -> tuple[str, argparse.Namespace]:
    parser = argparse.ArgumentParser()
    parser.add_argument("config", type=str, help="model config file path")
def read_config(config_path: str) -> Config:
def parse_configs() -> Config:
        os.environ["AE_SPATIAL_COMPRESSION"] = str(cfg.ae_spatial_compression)
def merge_args(cfg: Config, args: argparse.Namespace) -> Config:
def auto_convert(value: str) -> int | float | bool | list | dict | None:
def sync_string(value: str):
def create_experiment_workspace(
    output_dir: str, model_name: str = None, config: dict = None, exp_name: str = None
        output_dir: The path to the output directory.
    exp_dir = f"{output_dir}/{exp_name}"
def config_to_name(cfg: Config) -> str:
def parse_alias(cfg: Config) -> Config:
