"""`tune cp <recipe|config> <destination>` (fixture stub)."""

from torchtune._cli.subcommand import Subcommand


class Copy(Subcommand):
    def __init__(self, subparsers):
        self._parser = subparsers.add_parser("cp", prog="tune cp")
        self._parser.add_argument("file")
        self._parser.add_argument("destination")
        self._parser.add_argument("-n", "--no-clobber", action="store_true")
        self._parser.add_argument("--make-parents", action="store_true")
