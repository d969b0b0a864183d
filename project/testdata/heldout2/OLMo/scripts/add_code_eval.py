import os
import pandas as pd
from datasets import Dataset, load_dataset
def create_raw_dataset(dataset: Dataset, id_key: str, prompt_key: str, answer_key: str, save_to: str):
def run(outdir: str):
if __name__ == "__main__":
    run(sys.argv[1])
