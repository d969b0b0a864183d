"""`tune download` (fixture stub)."""

import os
from pathlib import Path

from torchtune._cli.subcommand import Subcommand


class Download(Subcommand):
    def __init__(self, subparsers):
        self._parser = subparsers.add_parser("download", prog="tune download")
        self._parser.add_argument("repo_id", type=str)
        self._parser.add_argument("--output-dir", type=Path, required=False, default=None)
        self._parser.add_argument("--hf-token", type=str, required=False, default=os.getenv("HF_TOKEN", None))
        self._parser.add_argument("--ignore-patterns", type=str, required=False)
        self._parser.add_argument("--source", type=str, required=False, default="huggingface", choices=["huggingface", "kaggle"])
