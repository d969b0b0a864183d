import os
from dataclasses import dataclass
from typing import Optional
import requests
from autotrain import logger
AUTOTRAIN_API = os.environ.get("AUTOTRAIN_API", "https://autotrain-projects-autotrain-advanced.hf.space/")
BACKENDS = {
PARAMS = {}
DEFAULT_COLUMN_MAPPING = {}
VALID_TASKS = [k for k in DEFAULT_COLUMN_MAPPING.keys()]
@dataclass
class Client:
            self.token = os.environ.get("HF_TOKEN")
            self.username = os.environ.get("HF_USERNAME")
