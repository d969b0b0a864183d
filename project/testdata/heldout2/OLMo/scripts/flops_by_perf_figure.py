import argparse
import os
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from cached_path import cached_path
from matplotlib import font_manager
ap = argparse.ArgumentParser()
ap.add_argument("results_data_path", type=str, help="Path to the results data CSV file.")
ap.add_argument("output_dir", type=str, help="Path to the output directory")
ap.add_argument(
args = ap.parse_args()
os.makedirs(args.output_dir, exist_ok=True)
OUTPUT_PATHS = [f"{args.output_dir}/olmo2.pdf", f"{args.output_dir}/olmo2.png"]
df = pd.read_csv(args.results_data_path)
num_datasets = len(df.columns) - 3
MODEL_COLUMN_NAME = "Model"
CATEGORY_COLUMN_NAME = "category"
FLOPS_COLUMN_NAME = "FLOPs"
METRIC_COLUMN_NAME = "Average"
COLOR_COLUMN_NAME = "color"
OFFSET_COLUMN_NAME = "label_offset"
MARKER_COLUMN_NAME = "marker"
AI2_YELLOW = "#fff500"
AI2_ORANGE = "#f65834"
AI2_DARK_TEAL = "#0a3235"
AI2_OFF_WHITE = "#faf2e9"
AI2_TEAL = "#105257"
AI2_PINK = "#f0529c"
AI2_PURPLE = "#b11be8"
AI2_GREEN = "#0fcb8c"
df = df[df[MODEL_COLUMN_NAME] != "Zamba-2-7B"]
model_name_to_open_status = {
categories = df["category"].unique()
category_to_color = {
category_to_text_color = {
model_name_to_label_offset = {
category_to_marker = {
model_name_to_new_name = {
category_to_marker_size = {
category_to_alpha = {
desired_order = ["Latest OLMo", "Previous OLMo", "Other fully open", "Partially open", "Open weights"]
FONTSIZE = 9
tick_locations = [4e22, 6e22, 8e22, 1e23, 2e23, 4e23, 6e23, 8e23, 1e24, 2e24]
def format_scientific(x):
tick_labels = [format_scientific(x) for x in tick_locations]
label_to_handle = dict(zip(labels, handles))
ordered_handles = [label_to_handle[label] for label in desired_order]
frontier_models = ["Amber-7B", "OLMo-0424-7B", "DCLM-7B", "OLMo-2-7B", "OLMo-2-13B", "Qwen-2.5-14B"]
frontier_df = df[df[MODEL_COLUMN_NAME].isin(frontier_models)]
frontier_df = frontier_df.set_index(MODEL_COLUMN_NAME)
frontier_df = frontier_df.reindex(frontier_models)
frontier_df = frontier_df.reset_index()
polygon_line_width = 1
polygon_offset = (ymax - ymin) * (polygon_line_width / 100)
X = np.array([[xmin, ymin]])  # Start bottom-left
X = np.append(X, [[xmax, ymax + polygon_offset]], axis=0)  # Top-right corner
X = np.append(X, [[xmin, ymax + polygon_offset]], axis=0)  # Back to left
polygon = plt.Polygon(
