import argparse
import numpy as np
import pandas as pd
from pandarallel import pandarallel
from torchvision.io.video import read_video
from tqdm import tqdm
def set_parallel(num_workers: int = None) -> callable:
def get_video_info(path: str) -> pd.Series:
def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--input", type=str, required=True, help="Input file path")
    parser.add_argument("--output", type=str, required=True, help="Output file path")
    parser.add_argument(
def main():
if __name__ == "__main__":
