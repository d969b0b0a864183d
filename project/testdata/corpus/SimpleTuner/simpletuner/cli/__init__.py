"""argparse front end for `simpletuner` (fixture stub: parser shape only)."""

import argparse


def create_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="simpletuner")
    parser.add_argument("--version", "-v", action="version", version="SimpleTuner 4.8.0")
    subparsers = parser.add_subparsers(dest="command", metavar="<command>")

    # train: no config argument; the config is discovered (see cli/common.py)
    train_parser = subparsers.add_parser(
        "train",
        help="Run training",
        epilog="""Examples:
  simpletuner train                           # config.json in the current directory or config/
  simpletuner train --example sdxl-lora       # a built-in example
  simpletuner train --env my-config           # a named environment
  simpletuner train example=sdxl-lora         # alternative syntax
""",
    )
    group = train_parser.add_mutually_exclusive_group()
    group.add_argument("--example", "-e", help="Run training with a built-in example")
    group.add_argument("--env", help="Run training with a named environment")
    train_parser.add_argument("args", nargs="*", help="key=value pairs forwarded to train.py as --key=value")

    examples_parser = subparsers.add_parser("examples", help="List or copy built-in examples")
    ex_sub = examples_parser.add_subparsers(dest="action")
    ex_sub.add_parser("list")
    copy_parser = ex_sub.add_parser("copy")
    copy_parser.add_argument("name")
    copy_parser.add_argument("--dest", "-d", default=".")

    configure_parser = subparsers.add_parser("configure", help="Interactive configuration wizard")
    configure_parser.add_argument("output_file", nargs="?", default="config.json")

    server_parser = subparsers.add_parser("server", help="Start the web UI / API server")
    server_parser.add_argument("--port", type=int, default=8001)
    server_parser.add_argument("--mode", default="unified")

    subparsers.add_parser("jobs", help="Local job queue")
    return parser


def main() -> int:
    args = create_parser().parse_args()
    return 0
