from dataclasses import dataclass
from pathlib import Path


@dataclass
class FetchArgs:
    save_dir: Path = Path("data/")


def entrypoint():
    pass
