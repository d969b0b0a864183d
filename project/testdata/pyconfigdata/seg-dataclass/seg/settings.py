from dataclasses import dataclass


@dataclass
class TrainConfig:
    dataset_path: str = "/mnt/shared/cityscapes"
    epochs: int = 100
