import copy
import os
import re
from enum import Enum
import torch
from torch import nn
from opensora.datasets import save_sample
from opensora.datasets.aspect import get_image_size
from opensora.datasets.utils import read_from_path, rescale_image_by_path
from opensora.utils.logger import log_message
from opensora.utils.prompt_refine import refine_prompts
class SamplingMethod(Enum):
def create_tmp_csv(save_dir: str, prompt: str, ref: str = None, create=True) -> str:
        save_dir (str): The directory where the CSV file will be saved.
    tmp_file = os.path.join(save_dir, "prompt.csv")
def modify_option_to_t2i(sampling_option, distilled: bool = False, img_resolution: str = "1080px"):
def get_save_path_name(
    save_dir,
    return os.path.join(save_dir, sub_dir, fname)
def get_names_from_path(path):
def process_and_save(
    save_dir = cfg.save_dir
            save_dir,
def check_fps_added(sentence):
def ensure_sentence_ends_with_period(sentence: str):
def add_fps_info_to_text(text: list[str], fps: int = 16):
def add_motion_score_to_text(text, motion_score: int | str):
def add_noise_to_ref(masked_ref: torch.Tensor, masks: torch.Tensor, t: float, sigma_min: float = 1e-5):
def collect_references_batch(
def prepare_inference_condition(
