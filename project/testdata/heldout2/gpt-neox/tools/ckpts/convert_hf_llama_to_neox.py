import torch
import argparse
from transformers import AutoTokenizer, AutoModelForCausalLM
import os
import tqdm
def convert_model(hf_state_dict, hf_config, tp_ranks):
if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument(
    parser.add_argument(
    parser.add_argument("--model", type=str, default="gpt2", help="HF model name")
    parser.add_argument(
