import argparse
import time
from threading import Thread
from PIL import Image
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, LlamaTokenizer
from transformers import StoppingCriteria, StoppingCriteriaList, TextIteratorStreamer
import dataclasses
from enum import auto, Enum
from typing import List, Tuple, Any
from minigpt4.common.registry import registry
class SeparatorStyle(Enum):
@dataclasses.dataclass
class Conversation:
    sep: str = "###"
    def to_gradio_chatbot(self):
class StoppingCriteriaSub(StoppingCriteria):
CONV_VISION_Vicuna0 = Conversation(
CONV_VISION_LLama2 = Conversation(
CONV_VISION_minigptv2 = Conversation(
class Chat:
