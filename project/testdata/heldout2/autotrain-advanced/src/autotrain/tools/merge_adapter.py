import torch
from peft import PeftModel
from transformers import AutoModelForCausalLM, AutoTokenizer
from autotrain import logger
from autotrain.trainers.common import ALLOW_REMOTE_CODE
def merge_llm_adapter(
    base_model_path, adapter_path, token, output_folder=None, pad_to_multiple_of=None, push_to_hub=False
        push_to_hub (bool, optional): If True, push the merged model to the Hugging Face Hub. Defaults to False.
        ValueError: If neither `output_folder` nor `push_to_hub` is specified.
    if output_folder is None and push_to_hub is False:
        raise ValueError("You must specify either --output_folder or --push_to_hub")
    if push_to_hub:
        model.push_to_hub(adapter_path)
        tokenizer.push_to_hub(adapter_path)
