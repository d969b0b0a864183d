# Fixture stub: HunyuanVideo LoRA training entry point.
from musubi_tuner.training.parser_common import read_config_from_file, setup_parser_common
from musubi_tuner.training.trainer_base import NetworkTrainer


class HunyuanVideoNetworkTrainer(NetworkTrainer):
    pass


def hv_setup_parser(parser):
    parser.add_argument("--dit_dtype", type=str, default=None)
    parser.add_argument("--dit_in_channels", type=int, default=16)
    parser.add_argument("--fp8_llm", action="store_true")
    parser.add_argument("--text_encoder1", type=str, help="Text Encoder 1 directory")
    parser.add_argument("--text_encoder2", type=str, help="Text Encoder 2 directory")
    parser.add_argument("--text_encoder_dtype", type=str, default=None)
    parser.add_argument("--vae_chunk_size", type=int, default=None)
    return parser


def main():
    parser = setup_parser_common()
    parser = hv_setup_parser(parser)
    args = parser.parse_args()
    args = read_config_from_file(args, parser)
    HunyuanVideoNetworkTrainer().train(args)


if __name__ == "__main__":
    main()
