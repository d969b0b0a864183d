import io
import os
import uuid
import zipfile
from dataclasses import dataclass
from typing import Dict, List, Optional
import pandas as pd
from autotrain.preprocessor.tabular import (
from autotrain.preprocessor.text import (
from autotrain.preprocessor.vision import (
from autotrain.preprocessor.vlm import VLMPreprocessor
def remove_non_image_files(folder):
@dataclass
class AutoTrainImageClassificationDataset:
            cache_dir = os.environ.get("HF_HOME")
@dataclass
class AutoTrainObjectDetectionDataset:
            cache_dir = os.environ.get("HF_HOME")
@dataclass
class AutoTrainVLMDataset:
            cache_dir = os.environ.get("HF_HOME")
@dataclass
class AutoTrainImageRegressionDataset:
            cache_dir = os.environ.get("HF_HOME")
@dataclass
class AutoTrainDataset:
    ext: Optional[str] = "csv"
