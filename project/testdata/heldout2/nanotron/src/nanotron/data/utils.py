from typing import List
import numpy as np
def normalize(weights: List[float]) -> List[np.array]:
def count_dataset_indexes(dataset_idx: np.ndarray, n_datasets: int):
