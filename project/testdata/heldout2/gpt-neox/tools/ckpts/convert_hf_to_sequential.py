import sys
import os
import copy
import deepspeed
import argparse
import torch
import numpy as np
from functools import reduce
from transformers import GPTNeoXForCausalLM, GPTNeoXConfig
from megatron.neox_arguments import NeoXArgs
from megatron.training import get_model, get_optimizer, get_learning_rate_scheduler
from megatron.initialize import initialize_megatron
from megatron import mpu
from megatron.checkpointing import load_checkpoint, save_checkpoint
A script for converting publicly available Huggingface (HF) checkpoints NeoX format.
OMPI_COMM_WORLD_RANK=0 CUDA_VISIBLE_DEVICES=0 python tools/ckpts/convert_hf_to_sequential.py \
    --output-dir checkpoints/neox_converted/pythia/70m \
    --cache-dir checkpoints/HF \
CUDA_VISIBLE_DEVICES=0,1,2,3 python ./deepy.py tools/ckpts/convert_hf_to_sequential.py \
MULTI_GPU_ARGS = " ".join(
        "--output-dir checkpoints/neox_converted/pythia/70m",
        "--cache-dir checkpoints/HF",
def convert_hf_to_sequential(hf_model, seq_state_dict):
def shard_sequential_mp(num_mp_ranks, sequential):
def replace_sharded_seq(mp_checkpoints, mp_sharded_seq):
    """replaces the values within checkpointed configs with those
        for k, v in mp_checkpoints[mp_key]["module"].items():
                mp_checkpoints[mp_key]["module"][k] = shard[k]
def shard_pp(sequential, mp_rank, num_layers):
def shard_pp_mp(num_mp_ranks, sequential, num_layers):
def convert(hf_model, ckpt_dir, output_dir):
    """Converts a huggingface model to a NeoX checkpoint for different
    :param ckpt_dir: the directory containing the NeoX checkpoint
    :param output_dir: the directory to save the converted checkpoint
    assert len(layers) + len(ckpts) > 0, "No checkpoints found in {}".format(ckpt_dir)
    os.makedirs(output_dir, exist_ok=True)
        replace_sharded_seq(mp_checkpoints=ckpts, mp_sharded_seq=sharded_seq)
        print("saving {}...".format(os.path.join(output_dir, k)))
    # copy the checkpoint to the output_dir
    print("rm {}/*".format(output_dir))
    os.system("rm {}/*".format(output_dir))
    os.makedirs(output_dir, exist_ok=True)
    print("cp {} {}".format(os.path.join(ckpt_dir, "*"), output_dir))
    os.system("cp {} {}".format(os.path.join(ckpt_dir, "*"), output_dir))
    # set latest file within the output_dir
    latest_file = os.path.join("/".join(output_dir.split("/")[:-1]), "latest")
        f.write(output_dir.split("/")[-1])
def consume_neox_args2(args_parsed, overwrite_values=None):
def get_non_existing_dir(tmp_dir):
if __name__ == "__main__":
    parser = argparse.ArgumentParser(
    parser.add_argument(
    parser.add_argument(
        help="Path to save the converted GPT-NeoX model checkpoint.",
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        help="Directory to store cached hugging face checkpoints. [WARNING: MUST BE VISIBLE TO ALL RANKS]",
    parser.add_argument(
    parser.add_argument(
        default="/gpfs/alpine/csc499/proj-shared/hf_checkpoints",
        help="Directory to store cached hugging face checkpoints.",
        if int(os.environ["WORLD_SIZE"]) > 1:
                args.output_dir
    if int(os.environ.get("OMPI_COMM_WORLD_SIZE", 1)) > 1:
    if os.environ.get("OMPI_COMM_WORLD_RANK", "1") == "0":
    save_checkpoint(
        convert(hf_model, ckpt_dir=ckpt_dir, output_dir=args.output_dir)
        if os.environ.get("OMPI_COMM_WORLD_RANK", "1") == "0":
    neox_args.load = "/".join(args.output_dir.split("/")[:-1])
    load_checkpoint(
    print("Converted checkpoint successfully loaded!")
