import sys
from argparse import ArgumentParser

from .commands import get_commands


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `trl` console script."""
    commands = get_commands()
    parser = ArgumentParser(prog="trl", allow_abbrev=False)
    subparsers = parser.add_subparsers(help="available commands", dest="command")
    for command in commands:
        command.register(subparsers)

    argv = list(sys.argv[1:] if argv is None else argv)
    args, _ = parser.parse_known_args(argv)
    if getattr(args, "command", None) is None:
        parser.print_help()
        return 0
    return {c.name: c for c in commands}[args.command].run(args, argv)


if __name__ == "__main__":
    raise SystemExit(main())
