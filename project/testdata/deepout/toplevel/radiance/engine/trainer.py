from dataclasses import dataclass

from radiance.configs.base import RunConfig


@dataclass
class TrainerConfig(RunConfig):
    steps_per_save: int = 2000
    max_num_iterations: int = 30000

    def setup(self):
        return self
