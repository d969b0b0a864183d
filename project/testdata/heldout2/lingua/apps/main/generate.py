from dataclasses import dataclass, field
from pathlib import Path
import time
from typing import List, Optional
import torch
from torch import nn
from tqdm import tqdm
from omegaconf import OmegaConf
from torch.nn import functional as F
import xformers
from apps.main.transformer import LMTransformer, LMTransformerArgs
from lingua.args import dataclass_from_dict
from lingua.checkpoint import CONSOLIDATE_NAME
from lingua.tokenizer import Tokenizer, build_tokenizer
from lingua.transformer import (
from torch.nn.attention.flex_attention import create_block_mask
def sample_top_p(probs: torch.Tensor, p: float) -> torch.Tensor:
def sample_top_k(probs, k):
def sample_tokens(logits, temperature=0.0, top_p=None, top_k=None):
def pack_prompts(prompts: List[int]):
def batch_prompts(prompts, max_elements, lengths=None):
class KVCache(nn.Module):
@dataclass
class PackedCausalTransformerGeneratorArgs:
    temperature: float = 0.0
    max_gen_len: int = 512  # Maximum number of tokens to generate
    max_tokens: int = 1024  # Maximum number of tokens that can go through the model
    until: List[str] = field(default_factory=list)
    dtype: Optional[str] = "bf16"
    device: Optional[str] = "cuda"
class PackedCausalTransformerGenerator:
def load_consolidated_model_and_tokenizer(
def main():
if __name__ == "__main__":
