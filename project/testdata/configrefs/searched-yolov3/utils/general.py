from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def increment_path(path):
    return Path(path)


def check_yaml(file, suffix=(".yaml", ".yml")):
    """Searches for a YAML file and returns its path."""
    return check_file(file, suffix)


def check_file(file, suffix=""):
    """Returns the file if it exists, else searches the data and models folders for it."""
    file = str(file)
    if Path(file).is_file() or not file:
        return file
    found = [p for d in ("data", "models") for p in (ROOT / d).rglob(file)]
    assert found, f"File not found: {file}"
    assert len(found) == 1, f"Multiple files match '{file}', specify exact path: {found}"
    return str(found[0])
