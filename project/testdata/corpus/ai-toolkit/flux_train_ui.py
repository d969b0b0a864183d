# fixture stub: small Gradio app for FLUX LoRA training (UI, launches jobs itself)
import gradio as gr

if __name__ == "__main__":
    with gr.Blocks() as demo:
        pass
    demo.launch(share=True, show_error=True)
