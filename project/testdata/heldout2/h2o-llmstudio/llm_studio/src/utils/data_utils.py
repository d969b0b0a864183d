import logging
import math
import os
from collections import defaultdict
from typing import Any, no_type_check
import networkx as nx
import numpy as np
import pandas as pd
import pyarrow.parquet as pq
import torch
from sklearn.model_selection import GroupShuffleSplit, train_test_split
from torch import distributed as dist
from torch.utils.data import DataLoader, Dataset, Sampler, SequentialSampler
from llm_studio.python_configs.base import DefaultConfigProblemBase
from llm_studio.src.datasets.conversation_chain_handler import ConversationChainHandler
from llm_studio.src.utils.exceptions import LLMDataException
from llm_studio.src.utils.gpu_utils import sync_across_processes
from llm_studio.src.utils.utils import PatchedAttribute, set_seed
logger = logging.getLogger(__name__)
def read_dataframe(
    handling: str = "warn",
    fill_value: Any = "",
    mode: str = "",
def get_fill_columns(cfg: DefaultConfigProblemBase) -> list[str]:
def read_dataframe_drop_missing_labels(
def is_valid_data_frame(path: str, csv_rows: int = 100) -> bool:
def sample_data(cfg: DefaultConfigProblemBase, df: pd.DataFrame) -> pd.DataFrame:
def load_mt_bench_data(cfg: DefaultConfigProblemBase) -> pd.DataFrame:
def get_data(cfg: DefaultConfigProblemBase) -> tuple[pd.DataFrame, pd.DataFrame]:
def merge_on_common_items(lst):
def load_train_valid_data(cfg) -> tuple[pd.DataFrame, pd.DataFrame]:
def worker_init_fn(worker_id: int) -> None:
    if "PYTHONHASHSEED" in os.environ:
        seed = int(os.environ["PYTHONHASHSEED"]) + worker_id
def get_train_dataset(train_df: pd.DataFrame, cfg: DefaultConfigProblemBase) -> Dataset:
def get_train_dataloader(train_ds: Any, cfg: DefaultConfigProblemBase) -> DataLoader:
def get_val_dataset(val_df: pd.DataFrame, cfg: DefaultConfigProblemBase):
def get_val_dataloader(val_ds: Any, cfg: DefaultConfigProblemBase):
def cat_batches(
class OrderedDistributedSampler(Sampler):
