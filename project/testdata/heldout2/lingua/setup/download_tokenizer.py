"""Fetches a tokenizer file from the Hub (fixture)."""
import argparse
from typing import Optional


def main(tokenizer_name: str, path_to_save: str, api_key: Optional[str] = None):
    pass


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("tokenizer_name", type=str)
    parser.add_argument("tokenizer_dir", type=str, default=8)
    parser.add_argument("--api_key", type=str, default="")
    args = parser.parse_args()
    main(args.tokenizer_name, args.tokenizer_dir, args.api_key)
