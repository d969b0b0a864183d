"""Writes a tag file per image with a WD14 tagger (fixture)."""
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("train_data_dir", type=str)
    parser.add_argument("--repo_id", type=str, default="SmilingWolf/wd-v1-4-convnext-tagger-v2")
    parser.add_argument("--thresh", type=float, default=0.35)
    parser.add_argument("--caption_extension", type=str, default=".txt")
    args = parser.parse_args()
