URIs (e.g. ``gs://``, ``s3://``) for checkpoint IO.
from __future__ import annotations
import os
import posixpath
import shutil
def is_remote(path: str | os.PathLike) -> bool:
    ``FileSystem.validate_checkpoint_id``.
def _resolve(path: str | os.PathLike):
def exists(path: str | os.PathLike) -> bool:
def isdir(path: str | os.PathLike) -> bool:
def isfile(path: str | os.PathLike) -> bool:
def listdir(path: str | os.PathLike) -> list[str]:
def rmtree(path: str | os.PathLike) -> None:
def join(base: str | os.PathLike, name: str) -> str:
    not prefixed with a local ``base`` such as ``dump_folder``. A remote
