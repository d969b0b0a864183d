import json
import os
import re
from collections import OrderedDict
from glob import glob
from pathlib import Path
from typing import Dict, List, Tuple
import numpy as np
import pandas as pd
from PIL import Image
from PIL import UnidentifiedImageError
from huggingface_hub import hf_hub_download
from mikazuki.tagger import dbimutils, format
from mikazuki.tagger.interrogators.base import Interrogator
from mikazuki.tagger.interrogators.wd14 import WaifuDiffusionInterrogator
from mikazuki.tagger.interrogators.cl import CLTaggerInterrogator
tag_escape_pattern = re.compile(r'([\\()])')
available_interrogators = {
def split_str(s: str, separator=',') -> List[str]:
def on_interrogate(
        batch_output_dir: str,
    batch_output_dir = batch_output_dir.strip()
            output_dir = Path(
                batch_output_dir) if batch_output_dir else Path(base_dir)
            output_dir = output_dir.joinpath(
            output_dir.mkdir(0o777, True, True)
            output_path = output_dir.joinpath(
