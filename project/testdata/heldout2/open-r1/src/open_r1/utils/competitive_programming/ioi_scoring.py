import asyncio
from dataclasses import asdict, dataclass, field
from typing import Union
from .ioi_utils import load_ioi_tests
from .piston_client import PistonClient, PistonError
from .utils import batched
@dataclass
class TestResult:
    score: float = 0.0
    status: str = "SKIPPED"
@dataclass
class SubtaskResult:
    points: float = 0.0
    score_precision: int = 2
    test_results: list[TestResult] = field(default_factory=list)
def _extract_single_status(score: float, feedback: str) -> str:
    test_batch_size: int = 1,
