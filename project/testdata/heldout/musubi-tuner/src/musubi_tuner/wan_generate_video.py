# Fixture stub: inference (wan_generate_video), not training.
import argparse


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dit", type=str, default=None)
    parser.add_argument("--vae", type=str, default=None)
    parser.add_argument("--prompt", type=str, default=None)
    parser.add_argument("--save_path", type=str, required=True, help="folder for generated videos")
    parser.add_argument("--lora_weight", type=str, nargs="*", default=None)
    args = parser.parse_args()


if __name__ == "__main__":
    main()
