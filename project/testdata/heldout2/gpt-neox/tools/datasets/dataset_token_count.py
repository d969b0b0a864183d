import sys
import os
project_root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
from megatron.data import indexed_dataset
import numpy as np
if len(sys.argv) < 2:
arguments = sys.argv[1:]
