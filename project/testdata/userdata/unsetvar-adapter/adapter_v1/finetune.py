import argparse


def get_args():
    parser = argparse.ArgumentParser("adapter tuning")
    parser.add_argument("--model", default="small_adapter", type=str)
    parser.add_argument("--base_model_path", default="./weights", type=str)
    parser.add_argument("--data_path", default="/instructions/", type=str)
    parser.add_argument("--epochs", default=1, type=int)
    parser.add_argument("--output_dir", default="./output_dir")
    return parser.parse_args()


def main(args):
    print(args.base_model_path, args.data_path)


if __name__ == "__main__":
    main(get_args())
