import os
import pandas as pd
from tqdm import tqdm
def shard_parquet(input_path, k):
    output_dir = os.path.join(base_dir, base_name)
    os.makedirs(output_dir, exist_ok=True)
        shard_path = os.path.join(output_dir, shard_file_name)
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Shard a Parquet file.")
    parser.add_argument("input_path", type=str, help="Path to the input Parquet file.")
    parser.add_argument(
