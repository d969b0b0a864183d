import json
import os
from dataclasses import replace
from typing import List, Optional, Tuple, Union
import einops
import torch
from accelerate import init_empty_weights
from safetensors import safe_open
from safetensors.torch import load_file
from transformers import CLIPConfig, CLIPTextModel, T5Config, T5EncoderModel
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
from library import flux_models
from library.utils import load_safetensors
MODEL_VERSION_FLUX_V1 = "flux1"
MODEL_NAME_DEV = "dev"
MODEL_NAME_SCHNELL = "schnell"
MODEL_VERSION_CHROMA = "chroma"
def analyze_checkpoint_state(ckpt_path: str) -> Tuple[bool, bool, Tuple[int, int], List[str]]:
def load_flow_model(
    model_type: str = "flux",
        is_diffusers, is_schnell, (num_double_blocks, num_single_blocks), ckpt_paths = analyze_checkpoint_state(ckpt_path)
        logger.info(f"Building Flux model {name} from {'Diffusers' if is_diffusers else 'BFL'} checkpoint")
def load_ae(
def load_controlnet(
def dummy_clip_l() -> torch.nn.Module:
class DummyTextModel(torch.nn.Module):
class DummyCLIPL(torch.nn.Module):
def load_clip_l(
def load_t5xxl(
def get_t5xxl_actual_dtype(t5xxl: T5EncoderModel) -> torch.dtype:
def prepare_img_ids(batch_size: int, packed_latent_height: int, packed_latent_width: int):
def unpack_latents(x: torch.Tensor, packed_latent_height: int, packed_latent_width: int) -> torch.Tensor:
    x: [b (h w) (c ph pw)] -> [b c (h ph) (w pw)], ph=2, pw=2
def pack_latents(x: torch.Tensor) -> torch.Tensor:
    x: [b c (h ph) (w pw)] -> [b (h w) (c ph pw)], ph=2, pw=2
NUM_DOUBLE_BLOCKS = 19
NUM_SINGLE_BLOCKS = 38
BFL_TO_DIFFUSERS_MAP = {
