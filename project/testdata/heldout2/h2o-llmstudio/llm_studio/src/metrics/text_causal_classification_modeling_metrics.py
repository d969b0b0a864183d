from typing import Any
import numpy as np
import pandas as pd
from numpy.typing import NDArray
from sklearn.metrics import log_loss, roc_auc_score
from llm_studio.python_configs.base import DefaultConfigProblemBase
def accuracy_score(
def auc_score(
def logloss_score(
class Metrics:
    Maximized or minimized is needed for early stopping (saving best checkpoint)
