import os
from copy import copy
from itertools import product
import numpy as np
import pandas as pd
import torch
import torch.nn.functional as F
from mup import coord_check as mup_coord_check
from megatron.training import train_step
def _get_coord_data(
def get_coord_data(
