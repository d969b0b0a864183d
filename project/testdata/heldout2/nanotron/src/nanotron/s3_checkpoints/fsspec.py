import contextlib
from pathlib import Path
from typing import Tuple, Union
import fsspec
from fsspec.implementations import local
def get_filesystem_and_path(path: Path, storage_options=None) -> Tuple[fsspec.AbstractFileSystem, str]:
def fs_open(
def fs_copy(
def check_path_is_local(path: Path, storage_options=None) -> bool:
