import json
import os
import shutil
import time
import traceback
import requests
from accelerate import PartialState
from huggingface_hub import HfApi
from pydantic import BaseModel
from transformers import TrainerCallback, TrainerControl, TrainerState, TrainingArguments
from autotrain import is_colab, logger
ALLOW_REMOTE_CODE = os.environ.get("ALLOW_REMOTE_CODE", "true").lower() == "true"
def get_file_sizes(directory):
def remove_global_step(directory):
def remove_autotrain_data(config):
def save_training_params(config):
def pause_endpoint(params):
    endpoint_id = os.environ["ENDPOINT_ID"]
def pause_space(params, is_failure=False):
    if "SPACE_ID" in os.environ:
                    repo_id=os.environ["SPACE_ID"],
        api.pause_space(repo_id=os.environ["SPACE_ID"])
    if "ENDPOINT_ID" in os.environ:
def monitor(func):
            if int(os.environ.get("PAUSE_ON_FAILURE", 1)) == 1:
class AutoTrainParams(BaseModel):
        save(output_dir):
    def save(self, output_dir):
        os.makedirs(output_dir, exist_ok=True)
        path = os.path.join(output_dir, "training_params.json")
class UploadLogs(TrainerCallback):
        if self.config.push_to_hub:
        if self.config.push_to_hub is False:
class LossLoggingCallback(TrainerCallback):
class TrainStartCallback(TrainerCallback):
