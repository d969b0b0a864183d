from dataclasses import dataclass


@dataclass
class ModelConfig:
    hidden: int = 256
    checkpoint_dir: str = "checkpoints"


@dataclass
class TrainConfig:
    steps: int = 100
    output_dir: str = "runs"
