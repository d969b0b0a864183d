import torch
from typing import List, Union
from dinov2.thirdparty.CLIP.clip.simple_tokenizer import SimpleTokenizer
class Tokenizer(SimpleTokenizer):
