import os
import shutil
import uuid
from dataclasses import dataclass
from typing import Optional
import pandas as pd
from datasets import ClassLabel, Features, Image, Sequence, Value, load_dataset
from sklearn.model_selection import train_test_split
ALLOWED_EXTENSIONS = ("jpeg", "png", "jpg", "JPG", "JPEG", "PNG")
@dataclass
class ImageClassificationPreprocessor:
    test_size: Optional[float] = 0.2
    seed: Optional[int] = 42
        cache_dir = os.environ.get("HF_HOME")
                dataset.push_to_hub(
                dataset.push_to_hub(
@dataclass
class ObjectDetectionPreprocessor:
    test_size: Optional[float] = 0.2
    seed: Optional[int] = 42
        cache_dir = os.environ.get("HF_HOME")
                dataset.push_to_hub(
                dataset.push_to_hub(
@dataclass
class ImageRegressionPreprocessor:
    test_size: Optional[float] = 0.2
    seed: Optional[int] = 42
        cache_dir = os.environ.get("HF_HOME")
                dataset.push_to_hub(
                dataset.push_to_hub(
