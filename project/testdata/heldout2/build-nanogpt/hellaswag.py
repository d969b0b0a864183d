import os
import json
import requests
import tiktoken
from tqdm import tqdm
import torch
import torch.nn as nn
from torch.nn import functional as F
from transformers import GPT2LMHeadModel
DATA_CACHE_DIR = os.path.join(os.path.dirname(__file__), "hellaswag")
def download_file(url: str, fname: str, chunk_size=1024):
hellaswags = {
enc = tiktoken.get_encoding("gpt2")
def download(split):
def render_example(example):
def iterate_examples(split):
def evaluate(model_type, device):
if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("-m", "--model_type", type=str, default="gpt2", help="the model type to use")
    parser.add_argument("-d", "--device", type=str, default="cuda", help="the device to use")
