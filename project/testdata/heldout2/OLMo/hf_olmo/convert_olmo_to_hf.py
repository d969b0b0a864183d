import argparse
import logging
import os
import re
import shutil
import tempfile
from hashlib import md5
from typing import Iterable, Optional
from urllib.parse import urlparse
import torch
from omegaconf import OmegaConf as om
from tqdm import tqdm
from hf_olmo.configuration_olmo import OLMoConfig
from hf_olmo.modeling_olmo import OLMoForCausalLM
from hf_olmo.tokenization_olmo_fast import OLMoTokenizerFast
from olmo import ModelConfig, Tokenizer, TrainConfig
from olmo.checkpoint import build_sharded_checkpointer
from olmo.model import OLMo
from olmo.util import _get_s3_client
logger = logging.getLogger(__name__)
HF_FILENAMES = {
def longest_common_prefix(strs: Iterable[str]) -> str:
def write_config(checkpoint_dir: str):
    logger.info(f"Loading checkpoint from {checkpoint_dir}")
    config_path = os.path.join(checkpoint_dir, "config.yaml")
    logger.info(f"Saving HF-compatible config to {os.path.join(checkpoint_dir, 'config.json')}")
    config.save_pretrained(checkpoint_dir)
def write_model(checkpoint_dir: str, ignore_olmo_compatibility: bool = False):
    old_model_path = os.path.join(checkpoint_dir, "model.pt")
    new_model_path = os.path.join(checkpoint_dir, "pytorch_model.bin")
    # Loading the checkpoint using `OLMo.from_checkpoint`` handles backwards compatibility logic.
    state_dict = OLMo.from_checkpoint(checkpoint_dir).state_dict()
def write_tokenizer(checkpoint_dir: str):
    tokenizer_raw = Tokenizer.from_checkpoint(checkpoint_dir)
    tokenizer.save_pretrained(checkpoint_dir)
def convert_checkpoint(checkpoint_dir: str, ignore_olmo_compatibility: bool = False):
    print("Converting checkpoint to HF format...")
    write_config(checkpoint_dir)
    print("Saving model to checkpoint...")
    write_model(checkpoint_dir, ignore_olmo_compatibility=ignore_olmo_compatibility)
    print("Saving tokenizer to checkpoint...")
    write_tokenizer(checkpoint_dir)
        os.remove(os.path.join(checkpoint_dir, "config.yaml"))
def fix_tokenizer(checkpoint_dir: str, tokenizer_name_or_path: Optional[str] = None):
    path = os.path.join(checkpoint_dir, "config.yaml")
    print("Saving tokenizer to checkpoint...")
def download_s3_directory(bucket_name: str, prefix: str, local_dir: str, ignore: str | None = None):
def make_local_checkpoint(checkpoint_dir: str) -> str:
    parsed_dir = urlparse(checkpoint_dir)
    if os.path.exists(checkpoint_dir):
        return checkpoint_dir
    temp_dir = os.path.join(tempfile.gettempdir(), md5(checkpoint_dir.encode()).hexdigest())
        print(f"Downloading checkpoint to {temp_dir}...")
        logger.error(f"Error downloading checkpoint: {e}")
def upload_local_checkpoint(local_checkpoint_dir: str, destination_dir: str):
    if destination_dir == local_checkpoint_dir:
            for root, _, files in os.walk(local_checkpoint_dir)
            os.path.join(s3_prefix, os.path.relpath(local_path, local_checkpoint_dir))
        shutil.copytree(local_checkpoint_dir, destination_dir)
def maybe_unshard(checkpoint_dir: str):
    if os.path.exists(os.path.join(checkpoint_dir, "model.pt")):
    print(f"Unsharding {checkpoint_dir}...")
    train_config = TrainConfig.load(os.path.join(checkpoint_dir, "config.yaml"))
    checkpointer = build_sharded_checkpointer(train_config)
    model_state, _, _ = checkpointer.unshard_checkpoint(
        load_path=checkpoint_dir, load_optimizer_state=False, load_trainer_state=False
    torch.save(model_state, os.path.join(checkpoint_dir, "model.pt"))
def main():
    parser = argparse.ArgumentParser(
        description="Adds a config.json to the checkpoint directory, and creates pytorch_model.bin, "
    parser.add_argument(
        "--checkpoint-dir",
        help="Location of OLMo checkpoint.",
    parser.add_argument(
        help="Location to save the converted checkpoint; default is the same as the checkpoint-dir.",
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        help="Override the tokenizer to use for the checkpoint.",
    parser.add_argument(
        help="Keep olmo-specific artifacts in the checkpoint.",
    args.destination_dir = args.destination_dir or args.checkpoint_dir
    local_checkpoint_dir = make_local_checkpoint(args.checkpoint_dir)
    args.checkpoint_dir = local_checkpoint_dir
    maybe_unshard(local_checkpoint_dir)
    fix_tokenizer(checkpoint_dir=local_checkpoint_dir, tokenizer_name_or_path=args.tokenizer)
    convert_checkpoint(args.checkpoint_dir, args.ignore_olmo_compatibility)
        os.remove(os.path.join(local_checkpoint_dir, "config.yaml"))
        os.remove(os.path.join(local_checkpoint_dir, "model.pt"))
        shutil.rmtree(os.path.join(local_checkpoint_dir, "optim"), ignore_errors=True)
        shutil.rmtree(os.path.join(local_checkpoint_dir, "model"), ignore_errors=True)
        shutil.rmtree(os.path.join(local_checkpoint_dir, "train"), ignore_errors=True)
    upload_local_checkpoint(local_checkpoint_dir, args.destination_dir)
    print(f"Converted checkpoint saved to {args.destination_dir}")
if __name__ == "__main__":
