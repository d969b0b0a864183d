# Fixture stub: pre-caching step (wan_cache_text_encoder_outputs), run before training.
import argparse


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset_config", type=str, required=True, help="dataset config TOML")
    parser.add_argument("--vae", type=str, default=None)
    parser.add_argument("--batch_size", type=int, default=None)
    parser.add_argument("--keep_cache", action="store_true")
    parser.add_argument("--debug_mode", type=str, default=None, choices=["image", "console", "video"])
    args = parser.parse_args()


if __name__ == "__main__":
    main()
