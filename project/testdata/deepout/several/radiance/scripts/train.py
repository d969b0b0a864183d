"""Train a radiance field."""
import tyro

from radiance.engine.trainer import TrainerConfig
from radiance.configs.methods import AnyMethod


def main(config: TrainerConfig) -> None:
    trainer = config.setup()
    trainer.train()


def entrypoint():
    main(tyro.cli(AnyMethod))


if __name__ == "__main__":
    entrypoint()
