from pathlib import Path


def run_server(checkpoint_dir: Path, port: int = 8000) -> None:
    """Serve a model over HTTP (stub)."""
    ...
