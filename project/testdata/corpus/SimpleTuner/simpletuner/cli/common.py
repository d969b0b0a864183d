"""Config discovery for `simpletuner train` (fixture stub)."""

import os
from pathlib import Path
from typing import Optional

CONFIG_FILENAMES = {
    "json": "config.json",
    "toml": "config.toml",
    "env": "config.env",
}


def find_config_file() -> Optional[str]:
    """Look for config.json / config.toml / config.env in the cwd, then in config/."""
    for name in ["config.json", "config.toml", "config.env"]:
        if os.path.exists(name):
            return name
    for name in ["config.json", "config.toml", "config.env"]:
        candidate = Path("config") / name
        if candidate.exists():
            return str(candidate)
    return None


def _candidate_config_paths(env, backend_override, config_path_override):
    """An env with a suffix is taken as a file path; an env starting with examples/
    is also searched under the installed simpletuner/examples/ package folder."""
    return []
