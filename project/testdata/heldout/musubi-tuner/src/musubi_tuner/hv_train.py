# Fixture stub: HunyuanVideo full fine-tuning (experimental, separate parser).
import argparse


def setup_parser():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config_file", type=str, default=None)
    parser.add_argument("--dataset_config", type=str, default=None)
    parser.add_argument("--dit", type=str, help="DiT checkpoint path")
    parser.add_argument("--output_dir", type=str, default=None)
    parser.add_argument("--output_name", type=str, default=None)
    return parser


def main():
    args = setup_parser().parse_args()


if __name__ == "__main__":
    main()
