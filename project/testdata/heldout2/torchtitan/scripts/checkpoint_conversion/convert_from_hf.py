import argparse
import importlib
from pathlib import Path
import torch
import torch.distributed.checkpoint as dcp
from torch.distributed.checkpoint import HuggingFaceStorageReader
from torchtitan.components.checkpointer import ModelWrapper
def convert_from_hf(input_dir, output_dir, model_name, model_flavor):
    ), "trying to convert checkpoint from HF to DCP safetensors format, but sd_adapter is not provided."
        checkpoint_id=output_dir,
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Convert HF checkpoint to DCP format.")
    parser.add_argument(
        "input_dir", type=Path, help="Input directory with HF checkpoint"
    parser.add_argument("output_dir", type=Path, help="Output directory for DCP.")
    parser.add_argument("--model_name", type=str, nargs="?", default="llama3")
    parser.add_argument("--model_flavor", type=str, nargs="?", default="8B")
        args.output_dir,
