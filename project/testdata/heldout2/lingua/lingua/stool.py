"""Slurm launcher: writes submit.slurm in the dump folder and submits it (fixture)."""
from dataclasses import dataclass


@dataclass
class StoolArgs:
    config: str = ""
    launcher: str = "sbatch"
    script: str = "apps.main.train"
    nodes: int = -1
    partition: str = ""


def launch_job(args: StoolArgs):
    raise NotImplementedError


if __name__ == "__main__":
    pass
