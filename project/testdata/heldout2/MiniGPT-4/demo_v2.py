"""Chat with the model in a Gradio page (fixture: shape only)."""
import argparse

import gradio as gr


def parse_args():
    parser = argparse.ArgumentParser(description="Demo")
    parser.add_argument("--cfg-path", default='eval_configs/minigptv2_eval.yaml', help="path to configuration file.")
    parser.add_argument("--gpu-id", type=int, default=0, help="which GPU holds the model.")
    parser.add_argument("--options", nargs="+", help="key=value overrides of the config.")
    return parser.parse_args()


args = parse_args()
with gr.Blocks() as demo:
    gr.Markdown("MiniGPT")

demo.launch(share=True, enable_queue=True)
