from PIL import Image, ExifTags
import numpy as np
import torch
from torch import Tensor
from einops import rearrange
import uuid
import os
from src.flux.modules.layers import (
from src.flux.sampling import denoise, denoise_controlnet, get_noise, get_schedule, prepare, unpack
from src.flux.util import (
    load_checkpoint
from transformers import CLIPVisionModelWithProjection, CLIPImageProcessor
class XFluxPipeline:
        # unpack checkpoint
        checkpoint = load_checkpoint(local_path, repo_id, name)
        for key, value in checkpoint.items():
            for k in checkpoint.keys():
                    ip_state_dict[k.replace(f'{name}.', '')] = checkpoint[k]
        checkpoint = load_checkpoint(local_path, repo_id, name)
        self.update_model_with_lora(checkpoint, lora_weight)
        checkpoint = load_checkpoint(
        self.update_model_with_lora(checkpoint, lora_weight)
    def update_model_with_lora(self, checkpoint, lora_weight):
        rank = get_lora_rank(checkpoint)
            for k in checkpoint.keys():
                    lora_state_dict[k[len(name) + 1:]] = checkpoint[k] * lora_weight
        checkpoint = load_checkpoint(local_path, repo_id, name)
        self.controlnet.load_state_dict(checkpoint, strict=False)
    def gradio_generate(self, prompt, image_prompt, controlnet_image, width, height, guidance,
        filename = f"output/gradio/{uuid.uuid4()}.jpg"
class XFluxSampler(XFluxPipeline):
