from dataclasses import dataclass, field

from titan.components.metrics import MetricsProcessor
from titan.config import ConfigManager


class Trainer:
    @dataclass(kw_only=True, slots=True)
    class Config:
        hf_assets_path: str = "./tests/assets/tokenizer"
        """Path to the tokenizer and model assets"""

        dump_folder: str = "./outputs"
        """Folder to dump job outputs"""

        metrics: MetricsProcessor.Config = field(default_factory=MetricsProcessor.Config)

    def __init__(self, config):
        self.config = config
