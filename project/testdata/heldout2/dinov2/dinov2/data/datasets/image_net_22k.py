from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from gzip import GzipFile
from io import BytesIO
from mmap import ACCESS_READ, mmap
import os
from typing import Any, Callable, List, Optional, Set, Tuple
import warnings
import numpy as np
from .extended import ExtendedVisionDataset
_Labels = int
_DEFAULT_MMAP_CACHE_SIZE = 16  # Warning: This can exhaust file descriptors
@dataclass
class _ClassEntry:
@dataclass
class _Entry:
class _Split(Enum):
def _get_tarball_path(class_id: str) -> str:
def _make_mmap_tarball(tarballs_root: str, mmap_cache_size: int):
class ImageNet22k(ExtendedVisionDataset):
