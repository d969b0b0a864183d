import torch
def pad_seq_len(
def pad_batch_dim(
def insert_vision_placeholders(
    eos_token: str = "",
