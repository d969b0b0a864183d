"""`tune run` (fixture stub: argument shape only).

usage: tune run [TORCHRUN-OPTIONS] <recipe> --config <config> [RECIPE-OPTIONS]

<recipe> is a built-in recipe name (see _recipe_registry) or a dotted/relative path to a
custom recipe. --config is REQUIRED; it is a built-in config name such as
llama3_1/8B_lora_single_device, or a path to a YAML file. key=value pairs after it
override config fields. Any torchrun option before the recipe switches to torchrun.
"""

from torchtune._cli.subcommand import Subcommand


class Run(Subcommand):
    def __init__(self, subparsers):
        self._parser = subparsers.add_parser(
            "run",
            prog="tune run",
            usage="tune run [TORCHRUN-OPTIONS] <recipe> --config <config> [RECIPE-OPTIONS]",
        )
        self._parser.add_argument("--nproc_per_node", default="1")
        self._parser.add_argument("--nnodes", default="1:1")
        self._parser.add_argument("recipe")
        self._parser.add_argument("recipe_args", nargs="...")

    def _run_cmd(self, args):
        if "--config" not in args.recipe_args:
            self._parser.error("The '--config' argument is required.")
