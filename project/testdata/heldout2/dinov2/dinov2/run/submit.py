"""Submits jobs to Slurm with submitit (fixture: the real arguments)."""
import argparse
from typing import List, Optional


def get_args_parser(
    description: Optional[str] = None,
    parents: Optional[List[argparse.ArgumentParser]] = None,
    add_help: bool = True,
) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=description, parents=parents or [], add_help=add_help)
    parser.add_argument("--ngpus", "--gpus", "--gpus-per-node", default=8, type=int, help="GPUs per node")
    parser.add_argument("--nodes", "--nnodes", default=1, type=int, help="Nodes to request")
    parser.add_argument("--timeout", default=2800, type=int, help="Job duration in minutes")
    parser.add_argument("--partition", default="learnlab", type=str, help="Slurm partition")
    parser.add_argument("--use-volta32", action="store_true", help="Ask for V100-32GB GPUs")
    parser.add_argument("--comment", default="", type=str, help="Comment for the scheduler")
    parser.add_argument("--exclude", default="", type=str, help="Nodes to leave out")
    return parser


def submit_jobs(task_class, args, name: str):
    raise NotImplementedError
