# Stub: checks that every image has a caption file.
import argparse


def validate_dataset(data_path):
    print(f"checking {data_path}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Validate image-text dataset structure.")
    parser.add_argument(
        "--path",
        type=str,
        required=True,
        help="Path to the dataset directory to validate."
    )
    args = parser.parse_args()
    validate_dataset(args.path)
