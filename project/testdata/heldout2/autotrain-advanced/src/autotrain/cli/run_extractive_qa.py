from argparse import ArgumentParser
from autotrain import logger
from autotrain.cli.utils import get_field_info
from autotrain.project import AutoTrainProject
from autotrain.trainers.extractive_question_answering.params import ExtractiveQuestionAnsweringParams
from . import BaseAutoTrainCommand
def run_extractive_qa_command_factory(args):
class RunAutoTrainExtractiveQACommand(BaseAutoTrainCommand):
    def register_subcommand(parser: ArgumentParser):
        arg_list = [arg for arg in arg_list if arg["arg"] != "--disable-gradient-checkpointing"]
        run_extractive_qa_parser = parser.add_parser(
                run_extractive_qa_parser.add_argument(
                run_extractive_qa_parser.add_argument(
            "push_to_hub",
            if self.args.push_to_hub:
