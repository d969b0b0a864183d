"""Network (LoRA) trainer (fixture: the arguments the wrappers pass)."""
import argparse


def setup_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pretrained_model_name_or_path", type=str, default=None)
    parser.add_argument("--train_data_dir", type=str, default=None)
    parser.add_argument("--output_dir", type=str, default=None, help="where the trained model is saved")
    parser.add_argument("--output_name", type=str, default=None)
    parser.add_argument("--network_module", type=str, default=None)
    parser.add_argument("--config_file", type=str, default=None, help="toml file of settings")
    return parser


if __name__ == "__main__":
    args = setup_parser().parse_args()
