import json
import logging
import os
import zipfile
import pandas as pd
from llm_studio.src.utils.exceptions import LLMResourceException
from llm_studio.src.utils.utils import add_file_to_zip
def get_artifact_path_path(
def get_prediction_dataframe(experiment_path: str):
def get_predictions_path(experiment_name: str, experiment_path: str):
def get_logs_path(experiment_name: str, experiment_path: str):
def get_model_path(experiment_name: str, experiment_path: str):
def get_adapter_model_path(experiment_name: str, experiment_path: str):
def check_available_space(output_folder: str, min_disk_space: float | None):
def save_prediction_outputs(
def save_logs(experiment_name: str, experiment_path: str, logs: dict):
def get_size_str(
