# fixture stub: LoRA training for SD 1.x/2.x (the base trainer the other *_train_network.py scripts extend)
import argparse

from library import train_util, config_util


class NetworkTrainer:
    def train(self, args):
        raise NotImplementedError("fixture stub")


def setup_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    train_util.add_sd_models_arguments(parser)
    train_util.add_dataset_arguments(parser, True, True, True)
    train_util.add_training_arguments(parser, True)
    train_util.add_optimizer_arguments(parser)
    config_util.add_config_arguments(parser)

    parser.add_argument("--save_model_as", type=str, default="safetensors", choices=[None, "ckpt", "pt", "safetensors"])
    parser.add_argument("--unet_lr", type=float, default=None)
    parser.add_argument("--text_encoder_lr", type=float, default=None, nargs="*")
    parser.add_argument("--network_weights", type=str, default=None)
    parser.add_argument("--network_module", type=str, default=None, help="network module to train")
    parser.add_argument("--network_dim", type=int, default=None)
    parser.add_argument("--network_alpha", type=float, default=1)
    parser.add_argument("--network_args", type=str, default=None, nargs="*")
    return parser


if __name__ == "__main__":
    parser = setup_parser()

    args = parser.parse_args()
    train_util.verify_command_line_training_args(args)
    args = train_util.read_config_from_file(args, parser)

    trainer = NetworkTrainer()
    trainer.train(args)
