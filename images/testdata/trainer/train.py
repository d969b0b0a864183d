"""A trainer stand-in: fits y = 2x with PyTorch for a few steps."""
import sys

import torch
import yaml


def main() -> int:
    cfg = yaml.safe_load(open(sys.argv[sys.argv.index("--config") + 1]))
    x = torch.linspace(0, 1, 64).unsqueeze(1)
    model = torch.nn.Linear(1, 1)
    opt = torch.optim.SGD(model.parameters(), lr=cfg["lr"])
    for step in range(cfg["steps"]):
        loss = torch.nn.functional.mse_loss(model(x), 2 * x)
        opt.zero_grad()
        loss.backward()
        opt.step()
    print(f"loss {loss.item():.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
