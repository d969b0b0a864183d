from itertools import chain
from pathlib import Path
import time
from typing import Optional
from omegaconf import OmegaConf
from tqdm import tqdm
import torch
from torch.nn import functional as F
from torch.nn.attention.flex_attention import create_block_mask
from apps.aunet.hierarchical import(
from apps.aunet.hierarchical import (
from apps.aunet.data.regex_cutting import RegexPool, RegexArgs
from apps.main.generate import (
from lingua.args import dataclass_from_dict
from lingua.tokenizer import Tokenizer, build_tokenizer
from lingua.checkpoint import CONSOLIDATE_NAME
from lingua.transformer import Attention, causal_mask, generate_doc_mask_mod, lengths_to_local_ids, lengths_to_start_ids
def causal_sliding_mask(sliding_window: int):
def load_consolidated_model_and_tokenizer(consolidated_path, model_cls, model_args_cls):
class PackedHierarchicalCausalTransformerGeneratorArgs(PackedCausalTransformerGeneratorArgs):
class PackedInternalCausalTransformerGenerator(PackedCausalTransformerGenerator):
class PackedHierarchicalCausalTransformerGenerator(PackedCausalTransformerGenerator):
def init_model_and_tokenizer(
def main():
if __name__ == "__main__":
