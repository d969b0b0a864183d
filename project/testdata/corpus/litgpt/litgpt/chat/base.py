from pathlib import Path


def main(checkpoint_dir: Path, max_new_tokens: int = 50) -> None:
    """Interactive chat (stub)."""
    ...
