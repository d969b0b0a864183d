"""Generates videos from prompts or a csv (fixture)."""
import os

from opensora.utils.config import parse_configs


def main():
    cfg = parse_configs()
    save_dir = cfg.get("save_dir", "samples")
    os.makedirs(save_dir, exist_ok=True)


if __name__ == "__main__":
    main()
