from dataclasses import dataclass
import grain.python as grain
from torchtitan.components.tokenizer import BaseTokenizer
@dataclass(frozen=True, kw_only=True, slots=True)
class DatasetBuildContext:
@dataclass(frozen=True, kw_only=True, slots=True)
class DatasetIterationPolicy:
