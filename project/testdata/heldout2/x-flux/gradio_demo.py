# A web UI for inference and for starting a LoRA run (fixture: shape only).
import argparse
import subprocess

import gradio as gr
import torch


def start_lora_training(data_dir: str, output_dir: str, lr: float, steps: int, rank: int):
    tmp_config_path = "tmp_config.yaml"
    command = ["accelerate", "launch", "train_flux_lora_deepspeed.py", "--config", tmp_config_path]
    subprocess.Popen(command)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Flux")
    parser.add_argument("--name", type=str, default="flux-dev", help="Model name")
    parser.add_argument("--device", type=str, default="cuda" if torch.cuda.is_available() else "cpu", help="Device to use")
    parser.add_argument("--offload", action="store_true", help="Offload model to CPU when not in use")
    parser.add_argument("--share", action="store_true", help="Create a public link to your demo")
    parser.add_argument("--ckpt_dir", type=str, default=".", help="Folder with checkpoints in safetensors format")
    args = parser.parse_args()
    demo = gr.Blocks()
    demo.launch(share=args.share)
