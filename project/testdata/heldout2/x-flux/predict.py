from cog import BasePredictor, Input, Path
import os
import time
import torch
import subprocess
from PIL import Image
from typing import List
from image_datasets.canny_dataset import canny_processor, c_crop
from src.flux.util import load_ae, load_clip, load_t5, load_flow_model, load_controlnet, load_safetensors
OUTPUT_DIR = "controlnet_results"
MODEL_CACHE = "checkpoints"
CONTROLNET_URL = "https://huggingface.co/XLabs-AI/flux-controlnet-canny/resolve/main/controlnet.safetensors"
T5_URL = "https://weights.replicate.delivery/default/black-forest-labs/FLUX.1-dev/t5-cache.tar"
CLIP_URL = "https://weights.replicate.delivery/default/black-forest-labs/FLUX.1-dev/clip-cache.tar"
HF_TOKEN = "hf_..." # Your HuggingFace token
def download_weights(url, dest):
def get_models(name: str, device: torch.device, offload: bool, is_schnell: bool):
class Predictor(BasePredictor):
    def setup(self) -> None:
        checkpoint = "controlnet.safetensors"
        checkpoint = "controlnet.safetensors"
        if not os.path.exists(checkpoint):
        if '.safetensors' in checkpoint:
            checkpoint1 = load_safetensors(checkpoint)
            checkpoint1 = torch.load(checkpoint, map_location='cpu')
        controlnet.load_state_dict(checkpoint1, strict=False)
        output_dir = "controlnet_results"
        os.system(f"rm -rf {output_dir}")
        for file in os.listdir(output_dir):
                return [Path(os.path.join(output_dir, file))]
