import argparse
import datetime
import importlib
import os
import subprocess
import sys
from tempfile import NamedTemporaryFile
import spaces
import torch
import gradio as gr
MODEL_TYPES = ["v1.3"]
WATERMARK_PATH = "./assets/images/watermark/watermark.png"
CONFIG_MAP = {
HF_STDIT_MAP = {
def install_dependencies(enable_optimization=False):
def read_config(config_path):
def build_models(mode, resolution, enable_optimization=False):
def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument(
    parser.add_argument("--output", default="./outputs", type=str, help="The path to the output folder")
    parser.add_argument("--port", default=None, type=int, help="The port to run the Gradio App on.")
    parser.add_argument("--host", default="0.0.0.0", type=str, help="The host to run the Gradio App on.")
    parser.add_argument("--share", action="store_true", help="Whether to share this gradio demo.")
    parser.add_argument(
args = parse_args()
config = read_config(CONFIG_MAP[args.model_type])
torch.backends.cuda.matmul.allow_tf32 = True
torch.backends.cudnn.allow_tf32 = True
# disable torch jit as it can cause failure in gradio SDK
# gradio sdk uses torch with cuda 11.3
from opensora.datasets import IMG_FPS, save_sample
from opensora.datasets.aspect import get_image_size, get_num_frames
from opensora.models.text_encoder.t5 import text_preprocessing
from opensora.utils.inference_utils import (
from opensora.utils.misc import to_torch_dtype
dtype = to_torch_dtype(config.dtype)
device = torch.device("cuda")
def initialize_models(mode, resolution):
def run_inference(
def run_image_inference(
def run_video_inference(
def generate_random_prompt():
    if "OPENAI_API_KEY" not in os.environ:
def main():
    demo.launch(server_port=args.port, server_name=args.host, share=args.share, max_threads=1)
if __name__ == "__main__":
