import logging
import json
from typing import Dict
from omegaconf import OmegaConf
from minigpt4.common.registry import registry
class Config:
def node_to_dict(node):
class ConfigValidator:
    def add_argument(self, *args, **kwargs):
def create_runner_config_validator():
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
        "output_dir",
        help="Output directory to save checkpoints and logs.",
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument("dist_url", type=str)
    validator.add_argument("distributed", type=bool)
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
    validator.add_argument(
