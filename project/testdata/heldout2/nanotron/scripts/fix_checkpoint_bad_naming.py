"""Fixes the problem where '{type.value}_{suffix_name}.safetensors' was duplicated in checkpoint files
checkpoints/10/model/model/decoder/0/pp_block/attn/o_proj/model_model_weight.safetensors_pp-rank-0-of-1_tp-rank-0-of-2.safetensors
checkpoints/10/model/model/decoder/0/pp_block/attn/o_proj/model_weight_pp-rank-0-of-1_tp-rank-0-of-2.safetensors
python scripts/fix_checkpoint_bad_naming.py /fsx/nouamane/projects/nanotron/checkpoints/10
import argparse
import os
import re
from pathlib import Path
def update_checkpoint(checkpoint_dir: str):
    print(f"Updating checkpoint in {checkpoint_dir}")
    for root, _, files in os.walk(checkpoint_dir):
def main():
    parser = argparse.ArgumentParser(description="Update checkpoint from 1.3 to 1.4")
    parser.add_argument("checkpoint_dir", type=Path, help="Path to the checkpoint directory")
    update_checkpoint(args.checkpoint_dir)
if __name__ == "__main__":
