"""Trains the video autoencoder (fixture)."""
import os

from opensora.utils.config import parse_configs


def main():
    cfg = parse_configs()
    exp_dir = os.path.join(cfg.get("outputs", "./outputs"), "vae")
    os.makedirs(exp_dir, exist_ok=True)


if __name__ == "__main__":
    main()
