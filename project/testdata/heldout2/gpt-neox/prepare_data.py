"""Downloads and tokenizes a dataset for training (fixture)."""
import argparse

DATASET_CHOICES = ["enwik8", "pile", "pile_subset", "github", "arxiv", "europarl"]
TOKENIZER_CHOICES = ["HFGPT2Tokenizer", "HFTokenizer", "GPT2BPETokenizer", "CharLevelTokenizer"]


def get_args():
    parser = argparse.ArgumentParser(description="Download & preprocess neox datasets")
    parser.add_argument("dataset", nargs="?", default="enwik8", help="dataset to download", choices=DATASET_CHOICES)
    parser.add_argument("-t", "--tokenizer", default="GPT2BPETokenizer", choices=TOKENIZER_CHOICES, help="tokenizer type")
    parser.add_argument("-d", "--data-dir", default=None, help="where data and tokenizer files go (./data)")
    parser.add_argument("-v", "--vocab-file", default=None, help="tokenizer vocab file")
    parser.add_argument("-m", "--merge-file", default=None, help="tokenizer merge file")
    parser.add_argument("-f", "--force-redownload", dest="force_redownload", default=False, action="store_true")
    return parser.parse_args()


if __name__ == "__main__":
    args = get_args()
