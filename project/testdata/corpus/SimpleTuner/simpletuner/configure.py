"""Interactive configuration wizard (fixture stub)."""


def main() -> None:
    """Ask questions, write config/config.json."""
