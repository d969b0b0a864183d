import os
import sys
import torch
from .hijacks import ipex_hijacks
torch_version = float(torch.__version__[:3])
def ipex_init(): # pylint: disable=too-many-statements
