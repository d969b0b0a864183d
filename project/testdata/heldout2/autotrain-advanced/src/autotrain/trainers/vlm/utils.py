import os
import torch
from accelerate import PartialState
from huggingface_hub import HfApi
from peft import LoraConfig, PeftModel, get_peft_model, prepare_model_for_kbit_training
from transformers import AutoConfig, BitsAndBytesConfig, PaliGemmaForConditionalGeneration
from autotrain import logger
from autotrain.trainers.common import (
TARGET_MODULES = {}
SUPPORTED_MODELS = [
MODEL_CARD = """
from PIL import Image
from transformers import PaliGemmaForConditionalGeneration, PaliGemmaProcessor
import torch
import requests
from peft import PeftModel
base_model_id = BASE_MODEL_ID
peft_model_id = THIS_MODEL_ID
max_new_tokens = 100
text = "Whats on the flower?"
img_url = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/transformers/tasks/bee.JPG?download=true"
image = Image.open(requests.get(img_url, stream=True).raw)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
base_model = PaliGemmaForConditionalGeneration.from_pretrained(base_model_id)
processor = PaliGemmaProcessor.from_pretrained(base_model_id)
model = PeftModel.from_pretrained(base_model, peft_model_id)
model = model.eval().to(device)
inputs = processor(text=text, images=image, return_tensors="pt").to(device)
result = processor.batch_decode(generated_ids, skip_special_tokens=True)
def get_target_modules(config):
def create_model_card(config):
def check_model_support(config):
def configure_logging_steps(config, train_data, valid_data):
def configure_training_args(config, logging_steps):
        output_dir=config.project_name,
        push_to_hub=False,
        gradient_checkpointing=not config.disable_gradient_checkpointing,
    if not config.disable_gradient_checkpointing:
            training_args["gradient_checkpointing_kwargs"] = {"use_reentrant": True}
            training_args["gradient_checkpointing_kwargs"] = {"use_reentrant": False}
