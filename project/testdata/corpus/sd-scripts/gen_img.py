# fixture stub: image generation (inference), not training
import argparse


def setup_parser():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ckpt", type=str, default=None)
    parser.add_argument("--outdir", type=str, default="outputs")
    parser.add_argument("--prompt", type=str, default=None)
    parser.add_argument("--interactive", action="store_true")
    parser.add_argument("--xformers", action="store_true")
    parser.add_argument("--fp16", action="store_true")
    return parser


if __name__ == "__main__":
    args = setup_parser().parse_args()
