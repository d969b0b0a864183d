from argparse import ArgumentParser
from autotrain import logger
from autotrain.cli.utils import get_field_info
from autotrain.project import AutoTrainProject
from autotrain.trainers.object_detection.params import ObjectDetectionParams
from . import BaseAutoTrainCommand
def run_object_detection_command_factory(args):
class RunAutoTrainObjectDetectionCommand(BaseAutoTrainCommand):
    def register_subcommand(parser: ArgumentParser):
        run_object_detection_parser = parser.add_parser(
                run_object_detection_parser.add_argument(
                run_object_detection_parser.add_argument(
            "push_to_hub",
            if self.args.push_to_hub:
            if not self.args.push_to_hub:
