import os
import shutil
import uuid
from dataclasses import dataclass
from typing import Optional
import pandas as pd
from datasets import Features, Image, Value, load_dataset
from sklearn.model_selection import train_test_split
ALLOWED_EXTENSIONS = ("jpeg", "png", "jpg", "JPG", "JPEG", "PNG")
@dataclass
class VLMPreprocessor:
    test_size: Optional[float] = 0.2
    seed: Optional[int] = 42
        cache_dir = os.environ.get("HF_HOME")
                dataset.push_to_hub(
                dataset.push_to_hub(
