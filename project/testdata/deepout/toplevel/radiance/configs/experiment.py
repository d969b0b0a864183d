from dataclasses import dataclass
from pathlib import Path


@dataclass
class ExperimentConfig:
    """Where a run writes: output_dir/experiment_name/method_name/timestamp."""

    output_dir: Path = Path("outputs")
    method_name: str = "fastfield"
    experiment_name: str = "default"
