import torch
def ensure_divisibility(numerator, denominator):
def divide(numerator, denominator):
def split_tensor_along_last_dim(tensor, num_partitions, contiguous_split_chunks=False):
def split_tensor_along_any_dim(
class VocabUtility:
