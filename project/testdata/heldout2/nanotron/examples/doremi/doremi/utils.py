from typing import List
import torch
from torch.utils.data import Dataset
def masked_mean(loss: torch.Tensor, label_mask: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
def compute_domain_weights_based_on_token_count(datasets: List[Dataset]) -> torch.Tensor:
