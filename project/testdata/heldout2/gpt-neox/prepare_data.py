from tools.datasets.corpora import prepare_dataset, DATA_DOWNLOADERS
import argparse
TOKENIZER_CHOICES = [
DATASET_CHOICES = [i for i in DATA_DOWNLOADERS.keys() if i != "pass"]
def get_args():
    parser = argparse.ArgumentParser(description="Download & preprocess neox datasets")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
if __name__ == "__main__":
