import argparse
import torch
import torchvision

parser = argparse.ArgumentParser(description="contrastive pre-training")
parser.add_argument("-data", metavar="DIR", default="./datasets")
parser.add_argument("-dataset-name", default="stl10")
parser.add_argument("--epochs", default=200, type=int)
parser.add_argument("--log-every-n-steps", default=100, type=int)

def main():
    args = parser.parse_args()
    ds = torchvision.datasets.STL10(args.data, split="unlabeled", download=True)
    model = torch.nn.Linear(8, 2)
    torch.save(model.state_dict(), "checkpoint.pth.tar")

if __name__ == "__main__":
    main()
