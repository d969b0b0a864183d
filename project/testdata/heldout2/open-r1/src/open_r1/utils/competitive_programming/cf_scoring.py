import asyncio
import os
from io import BytesIO
from typing import Literal
from async_lru import alru_cache
from .piston_client import PistonClient
from .utils import batched
    submission_language: str = "cpp",
    tests_folder = os.environ.get("CF_TESTS_FOLDER", None)
    test_batch_size: int = 1,
    scoring_mode: Literal["pass_fail", "partial", "weighted_sum"] = "weighted_sum",
    submission_language: str = "cpp",
