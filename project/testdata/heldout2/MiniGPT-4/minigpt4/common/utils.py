import io
import json
import logging
import os
import pickle
import re
import shutil
import urllib
import urllib.error
import urllib.request
from typing import Optional
from urllib.parse import urlparse
import numpy as np
import pandas as pd
import yaml
from iopath.common.download import download
from iopath.common.file_io import file_lock, g_pathmgr
from minigpt4.common.registry import registry
from torch.utils.model_zoo import tqdm
from torchvision.datasets.utils import (
def now():
def is_url(url_or_filename):
def get_cache_path(rel_path):
def get_abs_path(rel_path):
def load_json(filename):
def makedir(dir_path):
def get_redirected_url(url: str):
def to_google_drive_download_url(view_url: str) -> str:
def download_google_drive_url(url: str, output_path: str, output_file_name: str):
def _get_google_drive_file_id(url: str) -> Optional[str]:
def _urlretrieve(url: str, filename: str, chunk_size: int = 1024) -> None:
def download_url(
def download_and_extract_archive(
def cache_url(url: str, cache_dir: str) -> str:
def create_file_symlink(file1, file2):
    Useful during model checkpointing to symlinks to the
    latest successful checkpoint.
def save_file(data, filename, append_to_json=True, verbose=True):
def load_file(filename, mmap_mode=None, verbose=True, allow_pickle=False):
def abspath(resource_path: str):
def makedir(dir_path):
def is_url(input_url):
def cleanup_dir(dir):
    that contains various training artifacts like checkpoints, data etc.
def get_file_size(filename):
