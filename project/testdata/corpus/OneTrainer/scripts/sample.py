from util.import_util import script_imports

script_imports()

import argparse


def main():
    parser = argparse.ArgumentParser(description="One Trainer Sampling Script.")
    parser.add_argument("--model-type", type=str, required=True, dest="model_type")
    parser.add_argument("--base-model-name", type=str, required=True, dest="base_model_name")
    parser.add_argument("--prompt", type=str, required=True, dest="prompt")
    parser.add_argument("--height", type=int, required=False, default=512, dest="height")
    parser.add_argument("--width", type=int, required=False, default=512, dest="width")
    parser.add_argument("--destination", type=str, required=True, dest="destination")
    parser.parse_args()


if __name__ == '__main__':
    main()
