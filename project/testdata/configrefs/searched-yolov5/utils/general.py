import glob
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def check_yaml(file, suffix=(".yaml", ".yml")):
    return check_file(file, suffix)


def check_file(file, suffix=""):
    file = str(file)
    if os.path.isfile(file) or not file:
        return file
    files = []
    for d in "data", "models", "utils":  # search directories
        files.extend(glob.glob(str(ROOT / d / "**" / file), recursive=True))
    assert len(files), f"File not found: {file}"
    assert len(files) == 1, f"Multiple files match '{file}', specify exact path: {files}"
    return files[0]
