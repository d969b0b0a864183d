import argparse


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--do_train", action="store_true")
    for name in ("--train_file", "--validation_file", "--model_name_or_path", "--output_dir"):
        p.add_argument(name, type=str, default=None)
    p.add_argument("--preprocessing_num_workers", type=int, default=1)
    p.add_argument("--max_steps", type=int, default=1000)
    p.add_argument("--pre_seq_len", type=int, default=None)
    return p.parse_args()


if __name__ == "__main__":
    print(parse())
