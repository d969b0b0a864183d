# fixture stub: FLUX.1 / Chroma LoRA training, extends train_network
import argparse

import train_network
from library import train_util


class FluxNetworkTrainer(train_network.NetworkTrainer):
    pass


def setup_parser() -> argparse.ArgumentParser:
    parser = train_network.setup_parser()
    train_util.add_dit_training_arguments(parser)
    parser.add_argument("--clip_l", type=str)
    parser.add_argument("--t5xxl", type=str)
    parser.add_argument("--ae", type=str)
    parser.add_argument("--model_type", type=str, choices=["flux", "chroma"], default="flux")
    parser.add_argument("--guidance_scale", type=float, default=3.5)
    parser.add_argument("--timestep_sampling", type=str, default="sigma")
    parser.add_argument("--model_prediction_type", type=str, default="sigma_scaled")
    parser.add_argument("--cache_text_encoder_outputs", action="store_true")
    return parser


if __name__ == "__main__":
    parser = setup_parser()

    args = parser.parse_args()
    train_util.verify_command_line_training_args(args)
    args = train_util.read_config_from_file(args, parser)

    trainer = FluxNetworkTrainer()
    trainer.train(args)
