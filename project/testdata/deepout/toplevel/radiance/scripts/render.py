from dataclasses import dataclass
from pathlib import Path


@dataclass
class RenderPath:
    load_config: Path
    output_path: Path = Path("renders")


def entrypoint():
    pass
