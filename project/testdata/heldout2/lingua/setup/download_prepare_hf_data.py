import argparse
import os
import time
import subprocess
import requests
from huggingface_hub import snapshot_download
def run_command(command):
def download_dataset(repo_id, local_dir, allow_patterns):
def parquet_to_jsonl(dataset, work_dir, src_dir, tgt_dir, ntasks=64):
        logging_dir=os.path.join(work_dir, "datatrove"),
def setup_terashuf(work_dir):
    terashuf_dir = os.path.join(work_dir, "terashuf")
def main(dataset, memory, data_dir, seed=42, nchunks=32):
    out_dir = f"{src_dir}_shuffled"
    os.makedirs(out_dir, exist_ok=True)
    work_dir = src_dir  # Directory of this Python file
    terashuf_dir = setup_terashuf(work_dir)
        parquet_to_jsonl(dataset, work_dir, src_dir, src_dir)
    os.environ["MEMORY"] = f"{memory}"
    os.environ["SEED"] = f"{seed}"
        f"split -n r/{nchunks} -d --suffix-length 2 --additional-suffix {suffix} - {out_dir}/{prefix}"
    validation_file = f"{out_dir}/{dataset}.val{suffix}"
        chunk_file = f"{out_dir}/{prefix}{i:02d}{suffix}"
if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("dataset", type=str)
    parser.add_argument("memory", type=float, default=8)
    parser.add_argument("--data_dir", type=str, default="data")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--nchunks", type=int, default=32)
