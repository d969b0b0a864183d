import os
import pandas as pd
from datasets import load_dataset
def download_default_datasets_to_local_folder() -> None:
    path = os.environ.get("H2O_LLM_STUDIO_DEMO_DATASETS")
if __name__ == "__main__":
