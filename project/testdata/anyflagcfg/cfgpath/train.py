import argparse


def parse_args():
    parser = argparse.ArgumentParser(description="Training")
    parser.add_argument("--cfg-path", required=True, help="path to configuration file.")
    parser.add_argument("--options", nargs="+", help="override some settings in the used config")
    return parser.parse_args()


if __name__ == "__main__":
    args = parse_args()
