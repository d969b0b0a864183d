import glob
import json
from functools import partial
from multiprocessing import Pool
from pathlib import Path
import pandas as pd
import plotly.express as px
from omegaconf import OmegaConf
def parallel(func, files, num_workers=16):
def parallel_from_glob(func, glob_pattern, num_workers=16):
def load_raw_json(path):
def load_raw_jsonl(jsonl_file):
def get_metrics(path):
def get_merged_df(path):
df = get_merged_df("/path/to/metrics.jsonl")
fig = px.line(
