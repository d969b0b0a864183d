from enum import Enum
import glob
import os
import re
import shutil
import sys
import json
from typing import Dict
from mikazuki.log import log
python_bin = sys.executable
class ModelType(Enum):
MODEL_SIGNATURE = [
def is_promopt_like(s):
def match_model_type_legacy(sig_content: bytes):
def read_safetensors_metadata(path) -> Dict:
def guess_model_type(path):
def validate_model(model_name: str, training_type: str = "sd-lora"):
            return False, "Pretrained model is not a Stable Diffusion, Flux or Lumina checkpoint / 校验失败：底模不是 Stable Diffusion, Flux 或 Lumina 模型"
def validate_data_dir(path):
def suggest_num_repeat(img_count):
def check_training_params(data):
        "train_data_dir", "reg_data_dir", "output_dir"
def get_total_images(path, recursive=True):
def fix_config_types(config: dict):
