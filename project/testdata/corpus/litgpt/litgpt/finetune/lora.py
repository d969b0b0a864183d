from pathlib import Path
from typing import Literal


def setup(
    checkpoint_dir: Path,
    out_dir: Path = Path("out/finetune/lora"),
    precision: str | None = None,
    quantize: Literal["bnb.nf4", "bnb.nf4-dq", "bnb.fp4", "bnb.fp4-dq", "bnb.int8-training"] | None = None,
    devices: int | str = 1,
    num_nodes: int = 1,
    lora_r: int = 8,
    lora_alpha: int = 16,
    lora_dropout: float = 0.05,
    data=None,
    train=None,
    eval=None,
    optimizer: str | dict = "AdamW",
    logger_name: str = "csv",
    seed: int = 1337,
    access_token: str | None = None,
) -> None:
    """Finetune a model using the LoRA method.

    checkpoint_dir: base model checkpoint directory, or a Hub repo id that is downloaded to checkpoints/<id>
        (only when the path does not start with 'checkpoints').
    out_dir: where checkpoints and logs are saved.
    """
    ...
