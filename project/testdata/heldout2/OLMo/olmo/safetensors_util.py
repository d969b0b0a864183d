import base64
import pickle
from dataclasses import dataclass
from typing import Dict, Optional, Tuple
import safetensors.torch
import torch
from olmo.aliases import PathOrStr
__all__ = [
@dataclass(eq=True, frozen=True)
class STKey:
def encode_key(key: STKey) -> str:
def decode_key(key: str) -> STKey:
def flatten_dict(d: Dict) -> Dict[STKey, torch.Tensor]:
def unflatten_dict(d: Dict[STKey, torch.Tensor]) -> Dict:
def state_dict_to_safetensors_file(state_dict: Dict, filename: PathOrStr):
def safetensors_file_to_state_dict(filename: PathOrStr, map_location: Optional[str] = None) -> Dict:
