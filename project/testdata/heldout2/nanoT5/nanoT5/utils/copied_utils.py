from typing import Dict, List
import numpy as np
from transformers import BatchEncoding
from dataclasses import dataclass
from transformers import AutoTokenizer
import torch
import math
from torch.optim import Optimizer
from typing import Iterable, Tuple
from torch import nn
import random
import string
@dataclass
class DataCollatorForT5MLM:
def compute_input_and_target_lengths(inputs_length, noise_density, mean_noise_span_length):
class AdamWScale(Optimizer):
def tokenize_function(examples, tokenizer, in_length):
from transformers.data.data_collator import *
@dataclass
class DataCollatorForNI:
    return_tensors: str = "pt"
    num_pos_examples: int = 0
    num_neg_examples: int = 0
