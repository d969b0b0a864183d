import torch
import argparse
import random
import re
from typing import List, Optional, Union
from .utils import setup_logging
import logging
logger = logging.getLogger(__name__)
def prepare_scheduler_for_custom_training(noise_scheduler, device):
def fix_noise_scheduler_betas_for_zero_terminal_snr(noise_scheduler):
def apply_snr_weight(loss, timesteps, noise_scheduler, gamma, v_prediction=False):
def scale_v_prediction_loss_like_noise_prediction(loss, timesteps, noise_scheduler):
def get_snr_scale(timesteps, noise_scheduler):
def add_v_prediction_like_loss(loss, timesteps, noise_scheduler, v_pred_like_loss):
def apply_debiased_estimation(loss, timesteps, noise_scheduler, v_prediction=False):
def add_custom_train_arguments(parser: argparse.ArgumentParser, support_weighted_captions: bool = True):
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        parser.add_argument(
re_attention = re.compile(
def parse_prompt_attention(text):
def get_prompts_with_weights(tokenizer, prompt: List[str], max_length: int):
def pad_tokens_and_weights(tokens, weights, max_length, bos, eos, no_boseos_middle=True, chunk_length=77):
def get_unweighted_text_embeddings(
def get_weighted_text_embeddings(
    max_embeddings_multiples: Optional[int] = 3,
def pyramid_noise_like(noise, device, iterations=6, discount=0.4):
def apply_noise_offset(latents, noise, noise_offset, adaptive_noise_scale):
def apply_masked_loss(loss, batch):
def rand_perlin_2d(device, shape, res, fade=lambda t: 6 * t**5 - 15 * t**4 + 10 * t**3):
def rand_perlin_2d_octaves(device, shape, res, octaves=1, persistence=0.5):
def perlin_noise(noise, device, octaves):
