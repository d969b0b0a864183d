import sys
import yaml
import torch

def main():
    cfg = yaml.safe_load(open(sys.argv[1]))
    torch.save({}, cfg["output_dir"] + "/model.pt")

if __name__ == "__main__":
    main()
