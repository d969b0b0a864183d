from pathlib import Path


def download_from_hub(
    repo_id: str,
    access_token: str | None = None,
    tokenizer_only: bool = False,
    checkpoint_dir: Path = Path("checkpoints"),
) -> None:
    """Download weights from the Hub into checkpoints/<repo_id> (stub)."""
    ...
