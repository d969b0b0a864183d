import os
from alignment import (
    H4ArgumentParser,
    get_checkpoint,
from datasets import load_dataset, DatasetDict
from transformers import AutoTokenizer
import jsonlines
raw_datasets = load_dataset("HuggingFaceH4/ultrafeedback_binarized")
raw_datasets = DatasetDict(
column_names = list(raw_datasets["train"].features)
truncation_side = (
tokenizer = AutoTokenizer.from_pretrained("HuggingFaceH4/zephyr-7b-beta")
raw_datasets = raw_datasets.map(
num_raw_train_samples = len(raw_datasets["train"])
raw_datasets = raw_datasets.filter(
num_filtered_train_samples = num_raw_train_samples - len(raw_datasets["train"])
num_filtered_train_samples = len(raw_datasets["train"])
def length_filter(example):
num_length_filtered_train_samples = num_filtered_train_samples - len(
dir_path = os.path.dirname(os.path.realpath(__file__))
