import os
import subprocess
import requests
from huggingface_hub import HfApi, snapshot_download
from autotrain import logger
def create_dataset_repo(username, project_name, script_path, token):
def pull_dataset_repo(params):
def uninstall_requirements(params):
def install_requirements(params):
def run_command(params):
def pause_endpoint(params):
    endpoint_id = os.environ["ENDPOINT_ID"]
