import gc
import logging
import os
import numpy as np
import torch
from accelerate import dispatch_model, infer_auto_device_map
from accelerate.utils import get_balanced_memory
from h2o_wave import Q, ui
from h2o_wave import data as chat_data
from llm_studio.app_utils.utils import get_experiments, get_ui_elements_for_cfg, set_env
from llm_studio.python_configs.base import DefaultConfigProblemBase
from llm_studio.src.datasets.text_utils import get_texts, get_tokenizer
from llm_studio.src.utils.config_utils import (
from llm_studio.src.utils.export_utils import get_prediction_dataframe
from llm_studio.src.utils.modeling_utils import load_checkpoint
logger = logging.getLogger(__name__)
    validation_dataframe = get_prediction_dataframe(cfg.output_directory)
def gpu_is_blocked(q, gpu_id):
def load_cfg_model_tokenizer(
    experiment_path: str, merge: bool = False, device: str = "cuda:0"
    cfg.architecture.gradient_checkpointing = False
            experiment_path, "checkpoint.pth"
        load_checkpoint(cfg, model, strict=False)
