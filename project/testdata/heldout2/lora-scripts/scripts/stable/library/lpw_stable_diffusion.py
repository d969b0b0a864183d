import inspect
import re
from typing import Callable, List, Optional, Union
import numpy as np
import PIL.Image
import torch
from packaging import version
from transformers import CLIPFeatureExtractor, CLIPTextModel, CLIPTokenizer, CLIPVisionModelWithProjection
import diffusers
from diffusers import SchedulerMixin, StableDiffusionPipeline
from diffusers.models import AutoencoderKL, UNet2DConditionModel
from diffusers.pipelines.stable_diffusion import StableDiffusionPipelineOutput, StableDiffusionSafetyChecker
from diffusers.utils import logging
logger = logging.get_logger(__name__)  # pylint: disable=invalid-name
re_attention = re.compile(
def parse_prompt_attention(text):
def get_prompts_with_weights(pipe: StableDiffusionPipeline, prompt: List[str], max_length: int):
def pad_tokens_and_weights(tokens, weights, max_length, bos, eos, no_boseos_middle=True, chunk_length=77):
def get_unweighted_text_embeddings(
def get_weighted_text_embeddings(
    max_embeddings_multiples: Optional[int] = 3,
def preprocess_image(image):
def preprocess_mask(mask, scale_factor=8):
def prepare_controlnet_image(
class StableDiffusionLongPromptWeightingPipeline(StableDiffusionPipeline):
