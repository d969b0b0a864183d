import base64
import os
from mimetypes import guess_type
from openai import OpenAI
sys_prompt_t2v = """You are part of a team of bots that creates videos. The workflow is that you first create a caption of the video, and then the assistant bot will generate the video based on the caption. You work with an assistant bot that will draw anything you say.
sys_prompt_t2i = """You are part of a team of bots that creates videos. The workflow is that you first create an image caption for the first frame of the video, and then the assistant bot will generate the video based on the image caption.
sys_prompt_i2v = """You are part of a team of bots that creates videos. The workflow is that you first create a caption of the video based on the image, and then the assistant bot will generate the video based on the caption. You work with an assistant bot that will draw anything you say.
sys_prompt_motion_score = """
def image_to_url(image_path):
def refine_prompt(prompt: str, retry_times: int = 3, type: str = "t2v", image_path: str = None):
    client = OpenAI(api_key=os.environ.get("OPENAI_API_KEY"))
def refine_prompts(prompts: list[str], retry_times: int = 3, type: str = "t2v", image_paths: list[str] = None):
