"""Legacy module entry point: `accelerate launch -m axolotl.cli.train CONFIG` (fixture stub)."""

from pathlib import Path
from typing import Union

import fire


def do_cli(config: Union[Path, str] = Path("examples/"), **kwargs):
    """Load the YAML config, apply kwargs overrides, and train."""


if __name__ == "__main__":
    fire.Fire(do_cli)
