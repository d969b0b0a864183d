# Fixture stub: Qwen-Image LoRA training entry point.
from musubi_tuner.training.parser_common import read_config_from_file, setup_parser_common


def qwen_image_setup_parser(parser):
    parser.add_argument("--text_encoder", type=str, default=None, help="Qwen2.5-VL checkpoint path")
    parser.add_argument("--fp8_vl", action="store_true")
    parser.add_argument("--fp8_scaled", action="store_true")
    parser.add_argument("--model_version", type=str, default="original")
    return parser


def main():
    parser = qwen_image_setup_parser(setup_parser_common())
    args = read_config_from_file(parser.parse_args(), parser)


if __name__ == "__main__":
    main()
