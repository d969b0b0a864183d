"""Legacy module entry point for dataset preprocessing (fixture stub)."""

from pathlib import Path
from typing import Union

import fire


def do_cli(config: Union[Path, str] = Path("examples/"), **kwargs):
    """Tokenise datasets into dataset_prepared_path."""


if __name__ == "__main__":
    fire.Fire(do_cli)
