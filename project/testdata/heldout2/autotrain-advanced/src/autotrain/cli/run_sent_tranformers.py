from argparse import ArgumentParser
from autotrain import logger
from autotrain.cli.utils import get_field_info
from autotrain.project import AutoTrainProject
from autotrain.trainers.sent_transformers.params import SentenceTransformersParams
from . import BaseAutoTrainCommand
def run_sentence_transformers_command_factory(args):
class RunAutoTrainSentenceTransformersCommand(BaseAutoTrainCommand):
    def register_subcommand(parser: ArgumentParser):
        run_sentence_transformers_parser = parser.add_parser(
                run_sentence_transformers_parser.add_argument(
                run_sentence_transformers_parser.add_argument(
            "push_to_hub",
            if self.args.push_to_hub:
            if not self.args.push_to_hub:
