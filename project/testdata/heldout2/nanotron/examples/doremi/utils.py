from typing import List
def print_array_for_human(arr: List[float], precision: int = 5) -> str:
