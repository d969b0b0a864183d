"""Recipe eleuther_eval (fixture stub): not a training recipe."""

import sys

from torchtune import config


@config.parse
def recipe_main(cfg) -> None:
    """Entry point for eleuther_eval."""


if __name__ == "__main__":
    sys.exit(recipe_main())
