from dataclasses import dataclass

from radiance.configs.experiment import ExperimentConfig


@dataclass
class RunConfig(ExperimentConfig):
    mixed_precision: bool = False
