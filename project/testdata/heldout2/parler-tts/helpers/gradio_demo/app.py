# A small web demo of a trained model (fixture: shape only).
import gradio as gr

demo = gr.Interface(fn=lambda text, description: None, inputs=["text", "text"], outputs="audio")
demo.launch()
