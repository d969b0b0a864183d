from argparse import ArgumentParser
from autotrain import logger
from autotrain.cli.utils import get_field_info
from autotrain.project import AutoTrainProject
from autotrain.trainers.clm.params import LLMTrainingParams
from . import BaseAutoTrainCommand
def run_llm_command_factory(args):
class RunAutoTrainLLMCommand(BaseAutoTrainCommand):
    def register_subcommand(parser: ArgumentParser):
        run_llm_parser = parser.add_parser("llm", description="✨ Run AutoTrain LLM")
                run_llm_parser.add_argument(
                run_llm_parser.add_argument(
            "push_to_hub",
            "disable_gradient_checkpointing",
            if self.args.push_to_hub:
                if not self.args.push_to_hub:
