from collections import defaultdict
from functools import lru_cache
from datasets import load_dataset
def add_includes(code: str, problem_id: str) -> str:
def load_ioi_tests_for_year(year: int) -> dict[str, dict[str, tuple[str, str]]]:
def load_ioi_tests(year: int, problem_id: str) -> dict[str, tuple[str, str]]:
