"""A web page for generating videos (fixture: shape only)."""
import argparse

import gradio as gr

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", default=None, type=int, help="Port of the page.")
    parser.add_argument("--share", action="store_true", help="Whether to share this gradio demo.")
    args = parser.parse_args()
    demo = gr.Blocks()
    demo.launch(server_port=args.port, share=args.share)
