"""Stub: loads a full-training checkpoint (config.yaml + transformer/) and samples one image."""
import os


def load_trained_model(checkpoint_path):
    config_path = os.path.join(checkpoint_path, "config.yaml")
    transformer_path = os.path.join(checkpoint_path, "transformer")
    return config_path, transformer_path


def main():
    checkpoint_path = "output_full_training/checkpoint-500"
    load_trained_model(checkpoint_path)


if __name__ == "__main__":
    main()
