import os
import numpy as np
from sklearn import metrics
SINGLE_COLUMN_REGRESSION_EVAL_METRICS = (
MODEL_CARD = """
def single_column_regression_metrics(pred):
def create_model_card(config, trainer):
