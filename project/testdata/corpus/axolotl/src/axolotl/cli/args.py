"""Dataclasses for CLI-only arguments (fixture stub)."""

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class PreprocessCliArgs:
    debug: bool = field(default=False)
    download: Optional[bool] = field(default=True)


@dataclass
class TrainerCliArgs:
    debug: bool = field(default=False)
    debug_text_only: bool = field(default=False)
    debug_num_examples: int = field(default=0)
    prompter: Optional[str] = field(default=None)
    shard: bool = field(default=False)
