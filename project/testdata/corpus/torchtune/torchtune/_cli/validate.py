"""`tune validate <config>` (fixture stub)."""

from torchtune._cli.subcommand import Subcommand


class Validate(Subcommand):
    def __init__(self, subparsers):
        self._parser = subparsers.add_parser("validate", prog="tune validate")
        self._parser.add_argument("config")
