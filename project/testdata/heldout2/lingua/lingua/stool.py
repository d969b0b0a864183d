from dataclasses import dataclass
import json
import os
import shutil
import subprocess
from typing import Dict, Any
from omegaconf import OmegaConf
from lingua.args import dataclass_from_dict
@dataclass
class StoolArgs:
    launcher: str = "sbatch"  # Can be sbatch or bash if already in salloc
    script: str = "apps.main.train"  # The script to run.
    ngpu: int = 8  # The number of GPUs required per node.
    ncpu: int = 16  # The number of CPUs allocated per GPU.
    mem: str = ""  # The amount of memory to allocate.
    anaconda: str = "default"  # The path to the anaconda environment.
    constraint: str = ""  # The constraint on the nodes.
    exclude: str = ""  # The nodes to exclude.
    account: str = ""
    qos: str = ""
    partition: str = "learn"
SBATCH_COMMAND = """#!/bin/bash
def copy_dir(input_dir: str, output_dir: str) -> None:
    print(f"Copying : {input_dir}\n" f"to      : {output_dir} ...")
    assert os.path.isdir(output_dir), f"{output_dir} is not a directory"
        f"{input_dir}/ {output_dir}"
def retrieve_max_time_per_partition() -> Dict[str, int]:
def validate_args(args) -> None:
def launch_job(args: StoolArgs):
    conda_exe = os.environ.get("CONDA_EXE", "conda")
if __name__ == "__main__":
