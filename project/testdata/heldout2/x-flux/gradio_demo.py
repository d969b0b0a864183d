import re
import os
import yaml
import tempfile
import subprocess
from pathlib import Path
import torch
import gradio as gr
from src.flux.xflux_pipeline import XFluxPipeline
def list_dirs(path):
def list_train_data_dirs():
def update_config(d, u):
def start_lora_training(
        data_dir: str, output_dir: str, lr: float, steps: int, rank: int
            "output_dir": output_dir,
    if not os.path.exists(output_dir):
        os.makedirs(output_dir)
        print(f"Creating folder {output_dir} for the output checkpoint file...")
def create_demo(
    checkpoints = sorted(Path(ckpt_dir).glob("*.safetensors"))
                        local_path = gr.Dropdown(checkpoints, label="Controlnet Checkpoint",
                            checkpoints, label="LoRA Checkpoint", info="Local Path to Lora weights"
                            checkpoints, label="IP Adapter Checkpoint",
                fn=xflux_pipeline.gradio_generate,
            output_dir = gr.Textbox(label="Output Path", value="lora_checkpoint")
                inputs=[data_dir, output_dir, lr, steps, rank],
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Flux")
    parser.add_argument("--name", type=str, default="flux-dev", help="Model name")
    parser.add_argument("--device", type=str, default="cuda" if torch.cuda.is_available() else "cpu", help="Device to use")
    parser.add_argument("--offload", action="store_true", help="Offload model to CPU when not in use")
    parser.add_argument("--share", action="store_true", help="Create a public link to your demo")
    parser.add_argument("--ckpt_dir", type=str, default=".", help="Folder with checkpoints in safetensors format")
    demo.launch(share=args.share)
