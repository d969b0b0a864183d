"""The autotrain command (fixture: its arguments and config path)."""
import argparse

from autotrain import __version__, logger
from autotrain.cli.run_app import RunAutoTrainAppCommand
from autotrain.cli.run_llm import RunAutoTrainLLMCommand
from autotrain.parser import AutoTrainConfigParser


def main():
    parser = argparse.ArgumentParser(
        "AutoTrain advanced CLI",
        usage="autotrain <command> [<args>]",
    )
    parser.add_argument("--version", "-v", help="Display AutoTrain version", action="store_true")
    parser.add_argument("--config", help="Optional configuration file", type=str)
    commands_parser = parser.add_subparsers(help="commands")
    RunAutoTrainAppCommand.register_subcommand(commands_parser)
    RunAutoTrainLLMCommand.register_subcommand(commands_parser)
    # ... one subcommand per task ...

    args = parser.parse_args()
    if args.version:
        print(__version__)
        exit(0)
    if args.config:
        logger.info(f"Using AutoTrain configuration: {args.config}")
        AutoTrainConfigParser(args.config).run()
        exit(0)


if __name__ == "__main__":
    main()
