"""The trainer and its config (fixture: the real file's config fields that matter here)."""
from dataclasses import dataclass, field

import torch

from torchtitan.config import ConfigManager


class Trainer:
    @dataclass(kw_only=True, slots=True)
    class Config:
        hf_assets_path: str = "./tests/assets/tokenizer"
        """Path to the tokenizer and model assets"""

        dump_folder: str = "./outputs"
        """Folder to dump job outputs"""

        print_config: bool = False

    def __init__(self, config: "Trainer.Config"):
        self.config = config
