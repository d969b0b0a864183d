"""Trainer entry run by accelerate (fixture stub).

Reads its configuration through helpers.configuration.loader (ENV, CONFIG_BACKEND,
CONFIG_PATH environment variables), not through a --config flag.
Note: there is no main() here, although pyproject names simpletuner.train:main.
"""


def _run_training(trainer) -> None:
    """Start the training loop."""


if __name__ == "__main__":
    pass
