import argparse
import os
import torch

def main():
    p = argparse.ArgumentParser()
    p.add_argument("-d", "--data", default="corpus.txt", help="training text")
    p.add_argument("-o", "--out_dir", default="out", help="where checkpoints go")
    p.add_argument("--steps", type=int, default=1000)
    args = p.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    torch.save({}, os.path.join(args.out_dir, "ckpt.pt"))

if __name__ == "__main__":
    main()
