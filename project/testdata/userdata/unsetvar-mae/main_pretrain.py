import argparse
import os


def get_args_parser():
    parser = argparse.ArgumentParser("masked pretraining", add_help=False)
    parser.add_argument("--batch_size", default=64, type=int)
    parser.add_argument("--model", default="vit_base", type=str)
    parser.add_argument("--mask_ratio", default=0.75, type=float)
    parser.add_argument("--epochs", default=400, type=int)
    parser.add_argument("--blr", type=float, default=1e-3)
    parser.add_argument("--weight_decay", type=float, default=0.05)
    parser.add_argument("--data_path", default="./imagenet", type=str)
    parser.add_argument("--output_dir", default="./output_dir")
    parser.add_argument("--local_rank", default=-1, type=int)
    return parser


def main(args):
    print(os.path.join(args.data_path, "train"))


if __name__ == "__main__":
    main(get_args_parser().parse_args())
