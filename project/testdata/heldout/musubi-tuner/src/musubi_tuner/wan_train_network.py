# Fixture stub: Wan2.1/2.2 LoRA training entry point.
from musubi_tuner.training.parser_common import read_config_from_file, setup_parser_common

WAN_TASKS = ["t2v-1.3B", "t2v-14B", "i2v-14B", "t2i-14B", "t2v-1.3B-FC", "t2v-14B-FC", "i2v-14B-FC", "t2v-A14B", "i2v-A14B"]


def wan_setup_parser(parser):
    parser.add_argument("--task", type=str, default="t2v-14B", choices=WAN_TASKS, help="The task to run.")
    parser.add_argument("--fp8_scaled", action="store_true")
    parser.add_argument("--t5", type=str, default=None, help="T5 checkpoint path")
    parser.add_argument("--fp8_t5", action="store_true")
    parser.add_argument("--clip", type=str, default=None)
    parser.add_argument("--dit_high_noise", type=str, default=None)
    return parser


def main():
    parser = wan_setup_parser(setup_parser_common())
    args = read_config_from_file(parser.parse_args(), parser)


if __name__ == "__main__":
    main()
