import argparse
import logging
import os
from pathlib import Path
from typing import List, Optional
import submitit
from dinov2.utils.cluster import (
    get_user_checkpoint_path,
logger = logging.getLogger("dinov2")
def get_args_parser(
    parents: Optional[List[argparse.ArgumentParser]] = None,
) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
def get_shared_folder() -> Path:
    user_checkpoint_path = get_user_checkpoint_path()
    if user_checkpoint_path is None:
        raise RuntimeError("Path to user checkpoint cannot be determined")
    path = user_checkpoint_path / "experiments"
def submit_jobs(task_class, args, name: str):
    if not args.output_dir:
        args.output_dir = str(get_shared_folder() / "%j")
    Path(args.output_dir).mkdir(parents=True, exist_ok=True)
    executor = submitit.AutoExecutor(folder=args.output_dir, slurm_max_num_timeout=30)
    str_output_dir = os.path.abspath(args.output_dir).replace("%j", str(job.job_id))
    logger.info(f"Logs and checkpoints will be saved at: {str_output_dir}")
