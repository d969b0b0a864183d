"""Downloads a Hub dataset and writes shuffled jsonl chunks for training (fixture)."""
import argparse


def main(dataset, memory, data_dir, seed=42, nchunks=32):
    pass  # ... download, shuffle with terashuf, split into nchunks ...


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("dataset", type=str)
    parser.add_argument("memory", type=float, default=8)
    parser.add_argument("--data_dir", type=str, default="data")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--nchunks", type=int, default=32)
    args = parser.parse_args()
    main(args.dataset, args.memory, args.data_dir, args.seed, args.nchunks)
