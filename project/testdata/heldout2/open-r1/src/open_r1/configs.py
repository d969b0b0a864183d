"""Argument dataclasses (fixture: names and defaults of the real ones)."""
from dataclasses import dataclass, field
from typing import Any, Optional

import trl


@dataclass
class ScriptArguments(trl.ScriptArguments):
    dataset_name: Optional[str] = field(default=None, metadata={"help": "Hub dataset."})
    dataset_mixture: Optional[dict[str, Any]] = field(default=None, metadata={"help": "Several datasets, weighted."})


@dataclass
class GRPOConfig(trl.GRPOConfig):
    chat_template: Optional[str] = field(default=None)
    hub_model_revision: Optional[str] = field(default="main")
    push_to_hub_revision: bool = field(default=False)
    wandb_project: Optional[str] = field(default=None)


@dataclass
class SFTConfig(trl.SFTConfig):
    chat_template: Optional[str] = field(default=None)
    hub_model_revision: Optional[str] = field(default="main")
    push_to_hub_revision: bool = field(default=False)
    wandb_project: Optional[str] = field(default=None)


@dataclass
class GRPOScriptArguments(ScriptArguments):
    reward_funcs: list[str] = field(default_factory=lambda: ["accuracy", "format", "tag_count"])
    code_language: str = field(default="python")
    code_provider: Optional[str] = field(default="e2b")
