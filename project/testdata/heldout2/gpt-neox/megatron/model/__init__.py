from .gpt2_model import GPT2ModelPipe
from .utils import (
from .word_embeddings import SoftEmbedding
