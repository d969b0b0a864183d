# fixture stub: SDXL LoRA training, extends train_network
import argparse

import train_network
from library import train_util


class SdxlNetworkTrainer(train_network.NetworkTrainer):
    pass


def setup_parser() -> argparse.ArgumentParser:
    parser = train_network.setup_parser()
    parser.add_argument("--cache_text_encoder_outputs", action="store_true")
    parser.add_argument("--text_encoder_lr1", type=float, default=None)
    parser.add_argument("--text_encoder_lr2", type=float, default=None)
    return parser


if __name__ == "__main__":
    parser = setup_parser()

    args = parser.parse_args()
    train_util.verify_command_line_training_args(args)
    args = train_util.read_config_from_file(args, parser)

    trainer = SdxlNetworkTrainer()
    trainer.train(args)
