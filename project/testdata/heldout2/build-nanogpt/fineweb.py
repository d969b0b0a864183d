import os
import multiprocessing as mp
import numpy as np
import tiktoken
from datasets import load_dataset # pip install datasets
from tqdm import tqdm # pip install tqdm
local_dir = "edu_fineweb10B"
remote_name = "sample-10BT"
shard_size = int(1e8) # 100M tokens per shard, total of 100 shards
DATA_CACHE_DIR = os.path.join(os.path.dirname(__file__), local_dir)
fw = load_dataset("HuggingFaceFW/fineweb-edu", name=remote_name, split="train")
enc = tiktoken.get_encoding("gpt2")
eot = enc._special_tokens['<|endoftext|>'] # end of text token
def tokenize(doc):
def write_datafile(filename, tokens_np):
nprocs = max(1, os.cpu_count()//2)
