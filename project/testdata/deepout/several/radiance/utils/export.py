from dataclasses import dataclass
from pathlib import Path


@dataclass
class ExportConfig:
    save_dir: Path = Path("exports")
