import os
import re
from collections import deque
from re import Pattern
from typing import Union
from datasets.download.streaming_download_manager import xPath
def _get_s3_path_components(s3_path: Union[str, xPath]):
def _get_s3_object(s3_path: Union[str, xPath]):
def _stream_file(file_path: Union[str, xPath], chunk_size, offset):
def _get_s3_file_list(
