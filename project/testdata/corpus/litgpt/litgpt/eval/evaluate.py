from pathlib import Path


def convert_and_evaluate(checkpoint_dir: Path, tasks: str | None = None, out_dir: Path | None = None) -> None:
    """Run lm-eval tasks (stub)."""
    ...
