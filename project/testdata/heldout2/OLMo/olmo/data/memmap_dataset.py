from __future__ import annotations
from copy import deepcopy
from typing import Any, Dict, List, Optional, Tuple, Type, Union
import numpy as np
import torch
from torch.utils.data import Dataset
from olmo.exceptions import OLMoEnvironmentError
from ..aliases import PathOrStr
from ..config import InstanceFilterConfig
from ..util import _get_s3_client, file_size, get_bytes_range
from .util import find_periodic_sequences, get_document_lengths
__all__ = ["MemMapDataset"]
class MemMapDataset(Dataset[Dict[str, Any]]):
