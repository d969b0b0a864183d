"""Converts an OLMo checkpoint to the Hugging Face format (fixture)."""
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--checkpoint-dir", required=True)
    parser.add_argument("--destination-dir", required=True)
    args = parser.parse_args()
