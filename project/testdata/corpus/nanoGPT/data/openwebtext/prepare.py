# Stub: downloads and tokenizes OpenWebText into train.bin / val.bin.
import os
from tqdm import tqdm
import numpy as np
import tiktoken
from datasets import load_dataset

num_proc = 8
num_proc_load_dataset = num_proc
