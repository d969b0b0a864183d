# Fixture stub: config dataclasses (extend TRL's).
from dataclasses import dataclass, field
from typing import Any, Optional

import trl


@dataclass
class ScriptArguments(trl.ScriptArguments):
    # new-style mixture: {"datasets": [{"id", "config", "split", "columns", "weight"}], "seed", "test_split_size"}
    dataset_mixture: Optional[dict[str, Any]] = field(default=None)

    def __post_init__(self):
        if self.dataset_name is None and self.dataset_mixture is None:
            raise ValueError("Either `dataset_name` or `dataset_mixture` must be provided")


@dataclass
class SFTConfig(trl.SFTConfig):
    chat_template: Optional[str] = field(default=None)


@dataclass
class DPOConfig(trl.DPOConfig):
    chat_template: Optional[str] = field(default=None)


@dataclass
class ORPOConfig(trl.ORPOConfig):
    chat_template: Optional[str] = field(default=None)
