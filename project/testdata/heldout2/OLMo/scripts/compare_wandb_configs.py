import logging
import os
import re
from collections import Counter
import click
from olmo.util import flatten_dict, prepare_cli_environment
log = logging.getLogger(__name__)
run_path_re = re.compile(r"^[^/]+/[^/]+/[^/]+$")
run_path_url = re.compile(r"^https?://wandb.ai/([^/]+)/([^/]+)/runs/([^/]+)")
def parse_run_path(run_path: str) -> str:
def print_keys_with_differences(left_config, right_config):
def print_data_differences(left_data_paths: Counter, right_data_paths: Counter):
@click.command()
@click.argument(
@click.argument(
def main(
if __name__ == "__main__":
