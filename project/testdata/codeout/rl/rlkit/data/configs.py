from dataclasses import dataclass, field
from typing import Optional


@dataclass
class TrainConfig:
    """
    :param checkpoint_dir: Directory to save checkpoints
    """

    total_steps: int
    seq_length: int
    project_name: str = "rlkit"
    checkpoint_dir: str = "ckpts"
    rollout_logging_dir: Optional[str] = None
    resume_from_checkpoint: Optional[str] = None
    logging_dir: Optional[str] = None


@dataclass
class RLConfig:
    train: TrainConfig = field(default_factory=lambda: TrainConfig(total_steps=100, seq_length=64))
