import argparse
import json


def main():
    parser = argparse.ArgumentParser(description="One-stop training script.")
    parser.add_argument("--config-path", type=str, required=True, help="The path to the config file")
    parser.add_argument("--secrets-path", type=str, required=False, help="The path to the secrets file")
    args = parser.parse_args()
    with open(args.config_path) as f:
        json.load(f)


if __name__ == "__main__":
    main()
