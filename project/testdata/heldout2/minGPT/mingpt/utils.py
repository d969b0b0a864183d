import os
import sys
import json
import random
from ast import literal_eval
import numpy as np
import torch
def set_seed(seed):
def setup_logging(config):
    work_dir = config.system.work_dir
    os.makedirs(work_dir, exist_ok=True)
    with open(os.path.join(work_dir, 'args.txt'), 'w') as f:
        f.write(' '.join(sys.argv))
    with open(os.path.join(work_dir, 'config.json'), 'w') as f:
class CfgNode:
        to come from the command line, i.e. sys.argv[1:].
