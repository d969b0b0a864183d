import torch
def process_sft(examples, tokenizer, trainer_sequence_length):
def prepare_sft_dataset(raw_dataset, tokenizer, trainer_sequence_length, debug_max_samples=None, num_proc=1):
def pack_sft_sequences(tokenized_examples, max_length, tokenizer):
