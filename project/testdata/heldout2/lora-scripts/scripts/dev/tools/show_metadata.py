import json
import argparse
from safetensors import safe_open
from library.utils import setup_logging
import logging
logger = logging.getLogger(__name__)
parser = argparse.ArgumentParser()
parser.add_argument("--model", type=str, required=True)
args = parser.parse_args()
