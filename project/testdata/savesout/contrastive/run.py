import argparse
import torch
from contrastive import ContrastiveLearner

parser = argparse.ArgumentParser(description='contrastive pretraining')
parser.add_argument('-data', metavar='DIR', default='./datasets')
parser.add_argument('--dataset-name', default='stl10')
parser.add_argument('--epochs', default=100, type=int)


def main():
    args = parser.parse_args()
    learner = ContrastiveLearner(args=args)
    learner.train()


if __name__ == "__main__":
    main()
