import os
import re
import time
from dataclasses import dataclass
from glob import iglob
import torch
from einops import rearrange
from fire import Fire
from PIL import ExifTags, Image
from flux.sampling import denoise, get_noise, get_schedule, prepare, unpack
from flux.util import (configs, embed_watermark, load_ae, load_clip,
from transformers import pipeline
NSFW_THRESHOLD = 0.85
@dataclass
class SamplingOptions:
def parse_prompt(options: SamplingOptions) -> SamplingOptions | None:
def main(
    name: str = "flux-schnell",
    width: int = 1360,
    height: int = 768,
    device: str = "cuda" if torch.cuda.is_available() else "cpu",
    guidance: float = 3.5,
    output_dir: str = "output",
    output_name = os.path.join(output_dir, "img_{idx}.jpg")
    if not os.path.exists(output_dir):
        os.makedirs(output_dir)
def app():
if __name__ == "__main__":
