from argparse import ArgumentParser
from autotrain import logger
from autotrain.cli.utils import get_field_info
from autotrain.project import AutoTrainProject
from autotrain.trainers.seq2seq.params import Seq2SeqParams
from . import BaseAutoTrainCommand
def run_seq2seq_command_factory(args):
class RunAutoTrainSeq2SeqCommand(BaseAutoTrainCommand):
    def register_subcommand(parser: ArgumentParser):
        run_seq2seq_parser = parser.add_parser("seq2seq", description="✨ Run AutoTrain Seq2Seq")
                run_seq2seq_parser.add_argument(
                run_seq2seq_parser.add_argument(
        store_true_arg_names = ["train", "deploy", "inference", "auto_find_batch_size", "push_to_hub", "peft"]
            if self.args.push_to_hub:
