from argparse import ArgumentParser
from . import BaseAutoTrainCommand
def run_api_command_factory(args):
class RunAutoTrainAPICommand(BaseAutoTrainCommand):
    register_subcommand(parser: ArgumentParser)
    def register_subcommand(parser: ArgumentParser):
        run_api_parser = parser.add_parser(
        run_api_parser.add_argument(
        run_api_parser.add_argument(
        run_api_parser.add_argument(
