import argparse
from pathlib import Path

from utils.general import check_file, check_yaml

FILE = Path(__file__).resolve()
ROOT = FILE.parents[0]


def parse_opt():
    parser = argparse.ArgumentParser()
    parser.add_argument("--weights", type=str, default=ROOT / "yolo.pt", help="initial weights path")
    parser.add_argument("--cfg", type=str, default="", help="model.yaml path")
    parser.add_argument("--data", type=str, default=ROOT / "data/coco128.yaml", help="dataset.yaml path")
    parser.add_argument("--hyp", type=str, default=ROOT / "data/hyps/hyp.scratch-low.yaml", help="hyperparameters path")
    parser.add_argument("--epochs", type=int, default=100)
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--name", default="exp", help="save to project/name")
    return parser.parse_args()


def main(opt):
    opt.data, opt.cfg = check_file(opt.data), check_yaml(opt.cfg)


if __name__ == "__main__":
    main(parse_opt())
