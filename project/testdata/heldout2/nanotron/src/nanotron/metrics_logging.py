from typing import Any, Dict, Optional
import torch
def compute_tensor_norm(tensor: torch.Tensor, p: int = 2) -> torch.Tensor:
def get_attribute_by_path(obj: Any, path: str) -> Optional[Any]:
def compute_kurtosis(tensor: torch.Tensor) -> torch.Tensor:
def compute_zero_fraction(tensor: torch.Tensor, threshold: float = 1e-10) -> torch.Tensor:
def compute_tensor_stats(tensor: torch.Tensor) -> Dict[str, torch.Tensor]:
class MetricsLogger:
if __name__ == "__main__":
