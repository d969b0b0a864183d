import asyncio
import collections
import contextlib
import dataclasses
import glob
import json
import logging
import math
import os
import random
import re
import shutil
import socket
import string
import subprocess
import time
import uuid
import zipfile
from collections import defaultdict
from contextlib import closing
from functools import partial
from typing import Any
import GPUtil
import h2o_drive
import numpy as np
import pandas as pd
import psutil
import yaml
from azure.storage.filedatalake import DataLakeServiceClient
from boto3.session import Session
from botocore.handlers import disable_signing
from datasets import load_dataset
from diskcache import Cache
from h2o_wave import Choice, Q, ui
from pandas.core.frame import DataFrame
from llm_studio.app_utils.db import Experiment
from llm_studio.python_configs.base import DefaultConfigProblemBase
from llm_studio.src import possible_values
from llm_studio.src.utils.config_utils import (
from llm_studio.src.utils.data_utils import is_valid_data_frame, read_dataframe
from llm_studio.src.utils.export_utils import get_size_str
from llm_studio.src.utils.type_annotations import KNOWN_TYPE_ANNOTATIONS
from .config import default_cfg
logger = logging.getLogger(__name__)
class GridCheckError(Exception):
def get_user_id(q):
def get_user_name(q):
def get_data_dir(q):
def get_database_dir(q):
def get_output_dir(q):
def get_download_dir(q):
def get_user_db_path(q):
def get_usersettings_path(q):
def find_free_port():
def start_process(
    config_name = os.path.join(cfg.output_directory, "cfg.yaml")
    env = {**os.environ, **env_vars}
def clean_macos_artifacts(path: str) -> None:
def s3_session(aws_access_key: str, aws_secret_key: str) -> Any:
def filter_valid_files(files) -> list[str]:
def s3_file_options(
def convert_file_size(size: float):
class S3Progress:
def s3_download_coroutine(q: Q, filename: str):
def extract_if_zip(file, actual_path):
def azure_file_options(conn_string: str, container: str) -> list[str]:
def clean_error(error: str):
def remove_model_type(problem_type: str) -> str:
def add_model_type(problem_type: str, model_type: str) -> str:
def get_problem_categories() -> list[tuple[str, str]]:
def get_problem_types(category: str | None = None) -> list[tuple[str, str]]:
def get_model_types(problem_type: str) -> list[tuple[str, str]]:
def get_dataset(
    pre: str = "experiment/start",
def _get_ui_element(
    pre: str = "",
def get_dataset_elements(cfg: DefaultConfigProblemBase, q: Q) -> list:
def check_dependencies(
def is_visible(k: str, cfg: DefaultConfigProblemBase, q: Q) -> bool:
def get_grid_value(v: Any, type_annotation: Any) -> list[str]:
def get_ui_elements_for_cfg(
    pre: str = "experiment/start",
def parse_ui_elements(
    cfg: DefaultConfigProblemBase, q: Q, limit: list | str = "", pre: str = ""
def get_experiment_status(path: str) -> tuple[str, str]:
def get_experiments_status(df: DataFrame) -> tuple[list[str], list[str]]:
def get_experiments_info(df: DataFrame, q: Q) -> defaultdict:
def make_config_label(config_file: str) -> str:
def get_datasets_info(df: DataFrame, q: Q) -> tuple[DataFrame, defaultdict]:
def get_experiments(
def get_datasets(
def filter_grid_search_combination(grid: dict[str, Any], cfg: Any) -> dict[str, Any]:
def get_grid_search(cfg: Any, q: Q, pre: str) -> dict[str, list]:
def set_grid_to_cfg(cfg: Any, grid: dict[str, list]) -> Any:
def start_experiment(
    cfg.output_directory = f"{get_output_dir(q)}/{cfg.experiment_name}/"
    os.makedirs(cfg.output_directory)
    save_config_yaml(f"{cfg.output_directory}/cfg.yaml", cfg)
        path=cfg.output_directory,
def get_frame_stats(frame):
