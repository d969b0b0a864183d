import subprocess
from argparse import ArgumentParser
from autotrain import logger
from . import BaseAutoTrainCommand
def run_app_command_factory(args):
class RunSetupCommand(BaseAutoTrainCommand):
    def register_subcommand(parser: ArgumentParser):
        run_setup_parser = parser.add_parser(
        run_setup_parser.add_argument(
        run_setup_parser.add_argument(
