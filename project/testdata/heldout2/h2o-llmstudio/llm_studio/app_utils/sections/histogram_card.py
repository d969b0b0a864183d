import pandas as pd
from h2o_wave import data, ui
def histogram_card(
def compute_quantile_df(x: list[int], a: float, b: float):
