        scripts.checkpoint_conversion.numerical_tests_kimi \\
        --tt_checkpoint_path outputs/kimi/kimi_vl_a3b_dcp --dtype float32
import argparse
import os
import torch
import torch.distributed.checkpoint as dcp
import torch.nn as nn
import torch.nn.functional as F
from PIL import Image
from torchtitan.components.checkpointer import ModelWrapper
from torchtitan.hf_datasets.multimodal.utils.image import (
from torchtitan.models.common.attention import ScaledDotProductAttention
from torchtitan.models.kimi_k2_7 import model_registry
from transformers import AutoModelForCausalLM, AutoProcessor
_MEDIA_TOKEN_ID = 163605
_PATCH_SIZE = 14
_MERGE_SIZE = 2
_PROMPT = "<|media_pad|>\nWhat is shown in this image? Describe it briefly."
class _VisionSDPA(nn.Module):
def run_hf(hf_model_path, image_size, dtype, device):
def _force_hf_routing(model, expert_indices, device):
def run_tt(model_flavor, checkpoint_path, ref, dtype, vision_dtype, force_hf_routing):
    dcp.load(state_dict, checkpoint_id=checkpoint_path)
def compare(ref_logits, tt_logits) -> bool:
def main():
    p = argparse.ArgumentParser()
    p.add_argument(
    p.add_argument("--tt_checkpoint_path", default="outputs/kimi/kimi_vl_a3b_dcp")
    p.add_argument("--model_flavor", default="Kimi-VL-A3B")
    p.add_argument("--image_size", type=int, default=336)
    p.add_argument(
    p.add_argument(
    p.add_argument(
    p.add_argument(
        args.tt_checkpoint_path,
if __name__ == "__main__":
