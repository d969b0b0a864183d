import argparse
import torch

def main():
    p = argparse.ArgumentParser(description="train a model")
    p.add_argument("--epochs", type=int, default=10)
    a = p.parse_args()
    model = torch.nn.Linear(8, 2)
    torch.save(model.state_dict(), "model.pt")

if __name__ == "__main__":
    main()
