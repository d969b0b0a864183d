# Fixture stub: utility (merge_lora), not training.
import argparse


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--input", type=str, required=True)
    parser.add_argument("--output", type=str, required=True)
    args = parser.parse_args()


if __name__ == "__main__":
    main()
