from pathlib import Path
from typing import Literal


def setup(
    checkpoint_dir: Path,
    out_dir: Path = Path("out/finetune/full"),
    precision: str | None = None,
    devices: int | str = 1,
    num_nodes: int = 1,
    resume: bool | Literal["auto"] | Path = False,
    data=None,
    train=None,
    eval=None,
    optimizer: str | dict = "AdamW",
    logger_name: str = "csv",
    seed: int = 1337,
    access_token: str | None = None,
) -> None:
    """Full finetuning (stub)."""
    ...
