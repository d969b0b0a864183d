import math
from pathlib import Path
import json
import matplotlib.pyplot as plt
import numpy as np
import matplotlib.animation as animation
import matplotlib
from matplotlib import rc
from multiprocessing import Pool
import argparse
parser = argparse.ArgumentParser()
parser.add_argument("probe_folders", help="contains a `probe` folder", nargs="+")
args = parser.parse_args()
DEFAULT_QUANTILES = [0.001, 0.01, 0.05, 0.1, 0.3, 0.5, 0.7, 0.9, 0.95, 0.99, 0.999]
DATAS_PER_FILE = {}
datas = []
NUM_LAYERS = 0  # TODO: Deduce from files
def get_mean_quantiles(df, names):
COLORS = [f"tab:{x}" for x in ["blue", "orange", "green", "red"]]
class Plotter:
def plot_depth_distr_time(layer_fmt, to_file=None, runs=None, subsample=8):
OUTPUT_FOLDER_NAME = "_AND_".join([Path(f).name for f in args.probe_folders])
RENDER_OUT_PATH = (Path("render_out") / OUTPUT_FOLDER_NAME).absolute()
def _render_attn():
def _render_res():
def _render_to_file(linear_layer: str):
