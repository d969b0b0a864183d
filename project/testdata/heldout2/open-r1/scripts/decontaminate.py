import collections
from tqdm import tqdm
def normalize_string(text: str) -> str:
def word_ngrams(text: str, n: int) -> list:
def build_ngram_lookup(documents: list[str], ngram_size: int = 8) -> dict[str, set[int]]:
def build_ngram_single(document: str, ngram_size: int = 8) -> set[str]:
if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset", type=str, required=True, help="Name of the dataset to check for contamination.")
    parser.add_argument("--config", type=str, default=None, help="Name of the dataset config to load.")
    parser.add_argument("--split", type=str, default="train", help="Split to check for contamination, defaults to `train`.")
    parser.add_argument("--ngram_size", type=int, default=8, help="Size of n-grams to build, defaults to 8.")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    url = ds.push_to_hub(new_ds_name, config_name=config_name, split="train")
