"""Recipe argument parsing (fixture stub).

Recipes take `--config <yaml path>` (required) plus key=value overrides; any other
--flag is rejected ("Please use --config or key=value overrides").
"""

import argparse
import functools
import sys


class TuneRecipeArgumentParser(argparse.ArgumentParser):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        super().add_argument("--config", type=str, help="Path/name of a yaml file with recipe args", required=True)


def parse(recipe_main):
    @functools.wraps(recipe_main)
    def wrapper(*args, **kwargs):
        parser = TuneRecipeArgumentParser()
        yaml_args, cli_args = parser.parse_known_args()
        sys.exit(recipe_main(None))

    return wrapper
