"""`tune ls [recipe]` (fixture stub)."""

from torchtune._cli.subcommand import Subcommand


class List(Subcommand):
    def __init__(self, subparsers):
        self._parser = subparsers.add_parser("ls", prog="tune ls")
        self._parser.add_argument("--experimental", action="store_true")
