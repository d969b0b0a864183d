from typing import Any, Optional, Union
__all__ = [
def list_sum(x: list) -> Any:
def list_mean(x: list) -> Any:
def weighted_list_sum(x: list, weights: list) -> Any:
def list_join(x: list, sep="\t", format_str="%s") -> str:
def val2list(x: Union[list, tuple, Any], repeat_time=1) -> list:
def val2tuple(x: Union[list, tuple, Any], min_len: int = 1, idx_repeat: int = -1) -> tuple:
def squeeze_list(x: Optional[list]) -> Union[list, Any]:
