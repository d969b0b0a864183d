from argparse import ArgumentParser
from autotrain import logger
from autotrain.cli.utils import get_field_info
from autotrain.project import AutoTrainProject
from autotrain.trainers.image_classification.params import ImageClassificationParams
from . import BaseAutoTrainCommand
def run_image_classification_command_factory(args):
class RunAutoTrainImageClassificationCommand(BaseAutoTrainCommand):
    def register_subcommand(parser: ArgumentParser):
        run_image_classification_parser = parser.add_parser(
                run_image_classification_parser.add_argument(
                run_image_classification_parser.add_argument(
            "push_to_hub",
            if self.args.push_to_hub:
            if not self.args.push_to_hub:
