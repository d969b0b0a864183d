from typing import Generator, List, NamedTuple
import numpy as np
import torch
def find_end_first_consecutive_true(arr: np.ndarray) -> int:
def find_start_last_consecutive_true(arr: np.ndarray) -> int:
def group_consecutive_values(arr: np.ndarray, stepsize: int = 1) -> List[np.ndarray]:
class RepetitionTuple(NamedTuple):
def find_periodic_sequences(
    arr: np.ndarray, max_period: int, min_period: int = 1, mask_value: int = -1
def get_document_lengths(input_ids: torch.Tensor, eos_token_id: int) -> torch.Tensor:
