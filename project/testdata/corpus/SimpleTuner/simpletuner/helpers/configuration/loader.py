"""Config loading for train.py (fixture stub)."""

default_config_paths = {
    "json": "config.json",
    "toml": "config.toml",
    "env": "config.env",
}


def attach_env_to_path_if_not_present(backend: str, env: str = None):
    """ENV=default -> config/config.<ext>; otherwise config/<ENV>/config.<ext>."""


def load_config(args: dict = None, exit_on_error: bool = False):
    """Pick the backend from CONFIG_BACKEND or by probing config/, then parse."""
