import argparse
import os
import gc
from typing import Dict, Optional, Union
import torch
from safetensors.torch import safe_open
from library.utils import setup_logging
from library.utils import load_safetensors, mem_eff_save_file, str_to_dtype
import logging
logger = logging.getLogger(__name__)
def merge_safetensors(
    output_path: str = "merged_model.safetensors",
    device: str = "cpu",
def main():
    parser = argparse.ArgumentParser(description="Merge Stable Diffusion 3.5 model components into a single safetensors file")
    parser.add_argument("--dit", required=True, help="Path to the DiT/MMDiT model")
    parser.add_argument("--vae", help="Path to the VAE model. May be omitted if VAE is included in DiT model")
    parser.add_argument("--clip_l", help="Path to the CLIP-L model")
    parser.add_argument("--clip_g", help="Path to the CLIP-G model")
    parser.add_argument("--t5xxl", help="Path to the T5-XXL model")
    parser.add_argument("--output", default="merged_model.safetensors", help="Path to save the merged model")
    parser.add_argument("--device", default="cpu", help="Device to load tensors to")
    parser.add_argument("--save_precision", type=str, help="Precision to save the model in (e.g., 'fp16', 'bf16', 'float16', etc.)")
if __name__ == "__main__":
