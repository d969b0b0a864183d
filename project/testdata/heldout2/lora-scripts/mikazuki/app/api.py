import asyncio
import hashlib
import json
import os
import re
import random
from glob import glob
from datetime import datetime
from pathlib import Path
from typing import Tuple, Optional
import toml
from fastapi import APIRouter, BackgroundTasks, Request
from starlette.requests import Request
import mikazuki.process as process
from mikazuki import launch_utils
from mikazuki.app.config import app_config
from mikazuki.app.models import (APIResponse, APIResponseFail,
from mikazuki.log import log
from mikazuki.tagger.interrogator import (available_interrogators,
from mikazuki.tasks import tm
from mikazuki.utils import train_utils
from mikazuki.utils.devices import printable_devices
from mikazuki.utils.tk_window import (open_directory_selector,
router = APIRouter()
avaliable_scripts = [
avaliable_schemas = []
avaliable_presets = []
trainer_mapping = {
def get_sample_prompts(config: dict) -> Tuple[Optional[str], str]:
        batch_output_dir="",
        file_types = [("checkpoints", "*.safetensors;*.ckpt;*.pt"), ("all files", "*.*")]
    folder_blacklist = [".ipynb_checkpoints", ".DS_Store"]
    if os.environ.get("MIKAZUKI_SCHEMA_HOT_RELOAD", "0") == "1":
    if os.environ.get("MIKAZUKI_SCHEMA_HOT_RELOAD", "0") == "1":
