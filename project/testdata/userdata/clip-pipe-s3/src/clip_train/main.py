import argparse


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train-data", type=str, default=None, help="shards or a csv of images and captions")
    parser.add_argument("--train-num-samples", type=int, default=None)
    parser.add_argument("--dataset-type", type=str, default="auto")
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--epochs", type=int, default=32)
    parser.add_argument("--model", type=str, default="RN50")
    parser.add_argument("--logs", type=str, default="./logs/", help="where to store logs and checkpoints")
    return parser.parse_args()


def main():
    args = parse_args()
    print(args)


if __name__ == "__main__":
    main()
