import os
from dataclasses import dataclass
import torch
import json
import cv2
import numpy as np
from PIL import Image
from huggingface_hub import hf_hub_download
from safetensors import safe_open
from safetensors.torch import load_file as load_sft
from optimum.quanto import requantize
from .model import Flux, FluxParams
from .controlnet import ControlNetFlux
from .modules.autoencoder import AutoEncoder, AutoEncoderParams
from .modules.conditioner import HFEmbedder
from .annotator.dwpose import DWposeDetector
from .annotator.mlsd import MLSDdetector
from .annotator.canny import CannyDetector
from .annotator.midas import MidasDetector
from .annotator.hed import HEDdetector
from .annotator.tile import TileDetector
from .annotator.zoe import ZoeDetector
def load_safetensors(path):
def get_lora_rank(checkpoint):
    for k in checkpoint.keys():
            return checkpoint[k].shape[0]
def load_checkpoint(local_path, repo_id, name):
            print(f"Loading .safetensors checkpoint from {local_path}")
            checkpoint = load_safetensors(local_path)
            print(f"Loading checkpoint from {local_path}")
            checkpoint = torch.load(local_path, map_location='cpu')
        print(f"Loading checkpoint {name} from repo id {repo_id}")
        checkpoint = load_from_repo_id(repo_id, name)
    return checkpoint
def c_crop(image):
def pad64(x):
def HWC3(x):
def safer_memory(x):
def resize_image_with_pad(input_image, resolution, skip_hwc3=False, mode='edge'):
class Annotator:
@dataclass
class ModelSpec:
configs = {
        ckpt_path=os.getenv("FLUX_DEV"),
        ae_path=os.getenv("AE"),
        ckpt_path=os.getenv("FLUX_DEV_FP8"),
        ae_path=os.getenv("AE"),
        ckpt_path=os.getenv("FLUX_SCHNELL"),
        ae_path=os.getenv("AE"),
def print_load_warning(missing: list[str], unexpected: list[str]) -> None:
def load_from_repo_id(repo_id, checkpoint_name):
    ckpt_path = hf_hub_download(repo_id, checkpoint_name)
def load_flow_model(name: str, device: str | torch.device = "cuda", hf_download: bool = True):
        print("Loading checkpoint")
def load_flow_model2(name: str, device: str | torch.device = "cuda", hf_download: bool = True):
        print("Loading checkpoint")
def load_flow_model_quintized(name: str, device: str | torch.device = "cuda", hf_download: bool = True):
    print("Loading checkpoint")
def load_controlnet(name, device, transformer=None):
def load_t5(device: str | torch.device = "cuda", max_length: int = 512) -> HFEmbedder:
def load_clip(device: str | torch.device = "cuda") -> HFEmbedder:
def load_ae(name: str, device: str | torch.device = "cuda", hf_download: bool = True) -> AutoEncoder:
class WatermarkEmbedder:
WATERMARK_MESSAGE = 0b001010101111111010000111100111001111010100101110
WATERMARK_BITS = [int(bit) for bit in bin(WATERMARK_MESSAGE)[2:]]
