from pathlib import Path
from typing import Literal


def setup(
    model_name: str,
    model_config=None,
    out_dir: Path = Path("out/pretrain"),
    precision: Literal["bf16-true", "bf16-mixed", "32-true", None] = None,
    initial_checkpoint_dir: Path | None = None,
    resume: bool | Literal["auto"] | Path = False,
    data=None,
    train=None,
    eval=None,
    optimizer: str | dict = "AdamW",
    devices: int | str = "auto",
    num_nodes: int = 1,
    tokenizer_dir: Path | None = None,
    logger_name: str = "tensorboard",
    seed: int = 42,
):
    """Pretrain a model (stub)."""
    ...
