import gradio as gr

PRETRAINED_SD = "runwayml/stable-diffusion-v1-5"

with gr.Blocks() as demo:
    gr.Markdown("AnimateIt")

demo.launch(server_name="0.0.0.0")
