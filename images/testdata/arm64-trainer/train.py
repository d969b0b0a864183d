"""A trainer stand-in without PyTorch: a few steps of gradient descent on
y = 2x in plain Python, printing the machine it ran on."""
import platform
import sys


def main() -> int:
    path = sys.argv[sys.argv.index("--config") + 1]
    cfg = dict(line.split(":", 1) for line in open(path) if ":" in line)
    steps, lr = int(cfg["steps"]), float(cfg["lr"])
    w = 0.0
    for step in range(1, steps + 1):
        grad = sum(2 * (w * x - 2 * x) * x for x in range(8)) / 8
        w -= lr * grad
        print(f"step {step}/{steps} w {w:.4f} on {platform.machine()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
