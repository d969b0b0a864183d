import argparse
import torch

def main():
    p = argparse.ArgumentParser(description="train a model")
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--lr", type=float, default=0.1)
    p.add_argument("--batch-size", type=int, default=64)
    a = p.parse_args()
    model = torch.nn.Linear(8, 2)
    opt = torch.optim.SGD(model.parameters(), lr=a.lr)
    for epoch in range(a.epochs):
        loss = model(torch.randn(a.batch_size, 8)).sum()
        opt.zero_grad(); loss.backward(); opt.step()
    torch.save(model.state_dict(), "model.pt")

if __name__ == "__main__":
    main()
