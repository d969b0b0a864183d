import warnings
from typing import Dict, List, Optional, Union
import numpy as np
def clm_process(
def get_datasets(
def _get_dataset_mix(dataset_dict: dict, splits: List[str] = None, seed=42) -> "DatasetDict":
