"""Recipe generate (fixture stub): not a training recipe."""

import sys

from torchtune import config


@config.parse
def recipe_main(cfg) -> None:
    """Entry point for generate."""


if __name__ == "__main__":
    sys.exit(recipe_main())
