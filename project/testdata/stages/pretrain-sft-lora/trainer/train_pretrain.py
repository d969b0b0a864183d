import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="tiny pretrain")
    parser.add_argument("--save_dir", type=str, default="../out", help="where the weights go")
    parser.add_argument('--save_weight', default='pretrain', type=str, help="prefix of the saved weights")
    parser.add_argument("--epochs", type=int, default=1)
    parser.add_argument("--data_path", type=str, default="../dataset/pretrain_mini.jsonl")
    parser.add_argument('--from_weight', default='none', type=str, help="weights to start from, none for scratch")
    args = parser.parse_args()
