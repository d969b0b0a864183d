import logging
import os
from typing import Optional, Union
from tango import step
from hf_olmo.add_hf_config_to_olmo_checkpoint import (
    download_remote_checkpoint_and_add_hf_config,
logger = logging.getLogger(__name__)
def get_model_path(
            model_dir = os.environ["GLOBAL_MODEL_DIR"]
        checkpoint_dir = str(model_path)
            checkpoint_dir += "/" + revision
        local_model_path = download_remote_checkpoint_and_add_hf_config(
            checkpoint_dir=checkpoint_dir, local_dir=model_dir
