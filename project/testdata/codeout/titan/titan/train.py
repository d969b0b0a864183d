"""Entry point: python -m titan.train --module MODULE --config CONFIG."""
import os

from titan.config import ConfigManager
from titan.trainer import Trainer


def main():
    config = ConfigManager().parse_args()
    trainer = Trainer(config)


if __name__ == "__main__":
    main()
