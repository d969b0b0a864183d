import argparse


def parse_args(args):
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset-manifest", type=str, nargs="+", default=None)
    parser.add_argument("--train-num-samples", type=int, default=None)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--precision", default="amp")
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--model", type=str, default="lm_11m")
    parser.add_argument("--remote-sync", type=str, default=None, help="optionally sync the run to this bucket")
    parser.add_argument("--logs", type=str, default="./logs/")
    return parser.parse_args(args)


def main(args):
    print(parse_args(args))


if __name__ == "__main__":
    import sys
    main(sys.argv[1:])
