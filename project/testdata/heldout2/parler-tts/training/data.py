import logging
from dataclasses import dataclass
from typing import Dict, List, Optional, Set, Union
import datasets
import numpy as np
import torch
from accelerate import Accelerator
from datasets import Dataset, IterableDataset, concatenate_datasets, interleave_datasets, load_dataset
from tqdm import tqdm
from transformers import AutoFeatureExtractor, AutoTokenizer
@dataclass
class DataCollatorEncodecWithPadding:
    feature_extractor_input_name: Optional[str] = "input_values"
    padding: Optional[str] = "longest"
@dataclass
class DataCollatorParlerTTSWithPadding:
    padding: Union[bool, str] = "longest"
def convert_dataset_str_to_list(
def load_multiple_datasets(
    stopping_strategy: Optional[str] = "first_exhausted",
