"""Train a radiance field."""
import tyro

from radiance.configs import base
from radiance.configs.methods import AnyMethod


def main(config: base.RunConfig) -> None:
    config.setup()


def entrypoint():
    main(tyro.cli(AnyMethod))


if __name__ == "__main__":
    entrypoint()
