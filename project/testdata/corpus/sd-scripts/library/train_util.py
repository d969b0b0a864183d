# fixture stub: argument-parsing shape of library/train_util.py (real file ~6500 lines)
import argparse
import os

DEFAULT_EPOCH_NAME = "epoch"
DEFAULT_LAST_OUTPUT_NAME = "last"


def add_sd_models_arguments(parser: argparse.ArgumentParser):
    parser.add_argument("--v2", action="store_true")
    parser.add_argument("--v_parameterization", action="store_true")
    parser.add_argument("--pretrained_model_name_or_path", type=str, default=None, help="base model to train from")
    parser.add_argument("--tokenizer_cache_dir", type=str, default=None)


def add_dataset_arguments(parser, support_dreambooth, support_caption, support_caption_dropout):
    parser.add_argument("--train_data_dir", type=str, default=None, help="directory for train images")
    parser.add_argument("--reg_data_dir", type=str, default=None)
    parser.add_argument("--in_json", type=str, default=None)
    parser.add_argument("--resolution", type=str, default=None)
    parser.add_argument("--train_batch_size", type=int, default=1)
    parser.add_argument("--cache_latents", action="store_true")


def add_training_arguments(parser: argparse.ArgumentParser, support_dreambooth: bool):
    parser.add_argument("--output_dir", type=str, default=None, help="directory to output trained model")
    parser.add_argument("--output_name", type=str, default=None, help="base name of trained model file")
    parser.add_argument("--save_every_n_epochs", type=int, default=None)
    parser.add_argument("--save_every_n_steps", type=int, default=None)
    parser.add_argument("--save_state", action="store_true")
    parser.add_argument("--max_train_steps", type=int, default=1600)
    parser.add_argument("--max_train_epochs", type=int, default=None)
    parser.add_argument("--mixed_precision", type=str, default="no", choices=["no", "fp16", "bf16"])
    parser.add_argument("--gradient_checkpointing", action="store_true")
    parser.add_argument("--sdpa", action="store_true")
    parser.add_argument("--logging_dir", type=str, default=None)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--config_file", type=str, default=None, help="use a .toml file instead of command-line args")
    parser.add_argument("--output_config", action="store_true", help="write command-line args to the --config_file .toml")


def add_optimizer_arguments(parser: argparse.ArgumentParser):
    parser.add_argument("--optimizer_type", type=str, default="")
    parser.add_argument("--learning_rate", type=float, default=2.0e-6)
    parser.add_argument("--lr_scheduler", type=str, default="constant")


def add_dit_training_arguments(parser: argparse.ArgumentParser):
    parser.add_argument("--blocks_to_swap", type=int, default=None)


def verify_command_line_training_args(args):
    pass


def read_config_from_file(args, parser):
    # the real function loads args.config_file (adds .toml when missing) and re-parses
    if not args.config_file:
        return args
    raise NotImplementedError("fixture stub")


def save_model_stub(args):
    os.makedirs(args.output_dir, exist_ok=True)  # crashes when --output_dir is not given
