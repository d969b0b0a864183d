"""Chats with a trained experiment in the terminal (fixture)."""
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="")
    parser.add_argument("-e", "--experiment", type=str, required=True, help="experiment output folder")
    args = parser.parse_args()
