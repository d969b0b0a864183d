"""Drops rows of a dataset whose n-grams appear in the evaluation sets (fixture)."""
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset", type=str, required=True, help="Dataset to check.")
    parser.add_argument("--split", type=str, default="train", help="Split to check.")
    parser.add_argument("--ngram_size", type=int, default=8, help="n-gram length.")
    parser.add_argument("--problem_column", type=str, default="problem", help="Column with the prompt.")
    parser.add_argument("--cleanup", action="store_true", help="Remove the matching rows before pushing.")
    parser.add_argument("--new_dataset_name", type=str, default=None, help="Name of the cleaned dataset.")
    args = parser.parse_args()
