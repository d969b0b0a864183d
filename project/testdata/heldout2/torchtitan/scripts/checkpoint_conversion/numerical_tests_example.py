import torch
import torch.distributed.checkpoint as dcp
import torch.nn.functional as F
from torchtitan.components.checkpointer import ModelWrapper
from torchtitan.config import ConfigManager
from torchtitan.tools.logging import logger
from transformers import AutoModelForCausalLM
device_type = "cuda" if torch.cuda.is_available() else "cpu"
def loss_fn(logits1, logits2):
def forward_hf(model_name, model_path: str | None, input_ids):
def forward_tt(model_name, config_name, checkpoint_path, test_set):
    logger.info(f"Loading checkpoint at: {checkpoint_path}")
    dcp.load(state_dict, checkpoint_id=checkpoint_path)
if __name__ == "__main__":
    checkpoint_path = "outputs/test_checkpoint/step-0-fromhf"  # dcp checkpoint from convert_from_hf.py
    # dcp checkpoint from convert_from_hf.py without using sd_adapter's permute
    checkpoint_path_no_perm = "outputs/test_checkpoint/step-0-fromhfnoperm"
    from_hf_outputs = forward_tt(model_name, config_name, checkpoint_path, test_set)
        model_name, config_name, checkpoint_path_no_perm, test_set
