import logging
from typing import Any
import numpy as np
import pandas as pd
from numpy.typing import NDArray
logger = logging.getLogger(__name__)
def mse_score(
def mae_score(
class Metrics:
    Maximized or minimized is needed for early stopping (saving best checkpoint)
