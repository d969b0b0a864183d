import argparse
import importlib
from pathlib import Path
import torch
import torch.distributed.checkpoint as dcp
from torch.distributed.checkpoint import HuggingFaceStorageWriter
from torchtitan.components.checkpointer import ModelWrapper
from torchtitan.config import TORCH_DTYPE_MAP
def convert_to_hf(
    output_dir,
    ), "trying to convert checkpoint from DCP to HF safetensors format, but sd_adapter is not provided."
    # allocate state dict memory with empty weights to load checkpoint
        checkpoint_id=input_dir,
        path=output_dir,
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Convert DCP weights to HF format.")
    parser.add_argument(
    parser.add_argument(
        "output_dir", type=Path, help="Output directory for HF checkpoint."
    parser.add_argument(
    parser.add_argument("--model_name", type=str, nargs="?", default="llama3")
    parser.add_argument("--model_flavor", type=str, nargs="?", default="8B")
    parser.add_argument(
        help="Export dtype for HF checkpoint (default: float32)",
        args.output_dir,
