import os
import accelerate
import einops
import huggingface_hub
import torch
import transformers
from llm_studio.app_utils.sections.chat import load_cfg_model_tokenizer
from llm_studio.app_utils.utils import hf_repo_friendly_name, save_hf_yaml, set_env
from llm_studio.src.utils.config_utils import (
from llm_studio.src.utils.modeling_utils import check_disk_space
def get_model_card(cfg, model, repo_id) -> huggingface_hub.ModelCard:
def get_chat_template(cfg):
def publish_model_to_hugging_face(
    device: str = "cuda:0",
        os.environ["HF_HUB_ENABLE_HF_TRANSFER"] = "1"
        os.environ["HF_HUB_ENABLE_HF_TRANSFER"] = "false"
    tokenizer.push_to_hub(repo_id=repo_id, private=True)
    card.push_to_hub(
    model.backbone.push_to_hub(
    output_directory = cfg.output_directory
        path=f"{output_directory.rstrip('/')}/hf.yaml",
