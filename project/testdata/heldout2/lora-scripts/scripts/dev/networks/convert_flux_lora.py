import argparse
from safetensors.torch import save_file
from safetensors import safe_open
import torch
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
def convert_to_sd_scripts(sds_sd, ait_sd, sds_key, ait_key):
def convert_to_sd_scripts_cat(sds_sd, ait_sd, sds_key, ait_keys):
def convert_ai_toolkit_to_sd_scripts(ait_sd):
def convert_to_ai_toolkit(sds_sd, ait_sd, sds_key, ait_key):
def convert_to_ai_toolkit_cat(sds_sd, ait_sd, sds_key, ait_keys, dims=None):
def convert_sd_scripts_to_ai_toolkit(sds_sd):
def main(args):
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Convert LoRA format")
    parser.add_argument("--src", type=str, default="ai-toolkit", help="source format, ai-toolkit or sd-scripts")
    parser.add_argument("--dst", type=str, default="sd-scripts", help="destination format, ai-toolkit or sd-scripts")
    parser.add_argument("--src_path", type=str, default=None, help="source path")
    parser.add_argument("--dst_path", type=str, default=None, help="destination path")
