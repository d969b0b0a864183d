End-to-end numerical correctness test for Qwen3.5 checkpoint conversion.
    python -m scripts.checkpoint_conversion.numerical_tests_qwen3_5 \
        --tt_checkpoint_path outputs/Qwen/qwen3_5_2b_dcp \
import argparse
import os
import types
from typing import Any
import einops as E
import torch
import torch._dynamo
import torch.distributed.checkpoint as dcp
import torch.nn.functional as F
from PIL import Image
torch._dynamo.config.disable = True
from torchtitan.components.checkpointer import ModelWrapper
from torchtitan.hf_datasets.multimodal.mm_collator import MultiModalCollator
from torchtitan.hf_datasets.multimodal.utils.image import (
from torchtitan.models.common.attention import ScaledDotProductAttention
from torchtitan.models.qwen3_5 import model_registry, QWEN3_5_SPECIAL_TOKENS
from transformers import AutoModelForImageTextToText, AutoProcessor
def kl_divergence(logits_a, logits_b):
def top_k_match(logits_a, logits_b, k=5):
def build_inputs(hf_model_path, model_flavor, num_samples, image_size=224):
def _compare_images(hf_img, tt_img, sample_idx):
def print_pixel_comparisons(comparisons):
def run_hf(model_path, hf_inputs, device):
def run_tt(model_flavor, checkpoint_path, tt_inputs, special_tokens, device):
    print(f"  Loading checkpoint: {checkpoint_path}")
    dcp.load(state_dict, checkpoint_id=checkpoint_path)
def compare(hf_outputs, tt_outputs):
def main():
    parser = argparse.ArgumentParser(
    parser.add_argument("--hf_model_path", type=str, required=True)
    parser.add_argument("--tt_checkpoint_path", type=str, required=True)
    parser.add_argument("--model_flavor", type=str, default="4B")
    parser.add_argument("--num_samples", type=int, default=10)
        args.tt_checkpoint_path
    ), f"Not found: {args.tt_checkpoint_path}"
        args.tt_checkpoint_path,
if __name__ == "__main__":
