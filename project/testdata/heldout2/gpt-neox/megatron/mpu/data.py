import torch
from .initialize import get_model_parallel_group
from .initialize import get_model_parallel_rank
from .initialize import get_model_parallel_src_rank
_MAX_DATA_DIM = 4
def _check_data_types(keys, data, target_dtype):
def _build_key_size_numel_dictionaries(keys, data):
def broadcast_data(keys, data, datatype):
