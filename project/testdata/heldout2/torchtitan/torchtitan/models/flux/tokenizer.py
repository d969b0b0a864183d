from dataclasses import dataclass
import torch
from transformers import CLIPTokenizer, T5Tokenizer
from torchtitan.components.tokenizer import BaseTokenizer, HuggingFaceTokenizer
class FluxTokenizerContainer(BaseTokenizer):
class FluxTestTokenizer(BaseTokenizer):
class FluxTokenizer(BaseTokenizer):
