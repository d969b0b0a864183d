import gc
import logging
import os
import re
import shutil
from collections import OrderedDict
from typing import Any
import coolname
import deepspeed
import numpy as np
import torch
import transformers
from deepspeed.runtime.dataloader import DeepSpeedDataLoader
from deepspeed.utils.zero_to_fp32 import get_fp32_state_dict_from_zero_checkpoint
from peft import LoraConfig, PeftModel, get_peft_model
from torch.cuda.amp import autocast
from torch.nn.parallel import DistributedDataParallel
from tqdm import tqdm
from transformers import (
from transformers.pytorch_utils import Conv1D as Conv1DTransformer
from transformers.utils import logging as transformers_logging
from llm_studio.python_configs.base import DefaultConfigProblemBase
from llm_studio.src.datasets.text_utils import get_tokenizer
from llm_studio.src.optimizers import Optimizers
from llm_studio.src.schedulers import Schedulers
from llm_studio.src.utils.config_utils import NON_GENERATION_PROBLEM_TYPES
from llm_studio.src.utils.data_utils import (
from llm_studio.src.utils.exceptions import LLMDataException, LLMModelException
from llm_studio.src.utils.logging_utils import TqdmToLogger
from llm_studio.src.utils.utils import save_pickle
logger = logging.getLogger(__name__)
def unwrap_model(model):
def check_disk_space(model: torch.nn.Module, path: str) -> None:
def save_checkpoint(
    Saves a model checkpoint.
        path (str): The path where to save the checkpoint.
        status = model.save_16bit_model(path, "checkpoint.pth")
                checkpoint = {
                        os.path.join(path, "checkpoint.pth"), map_location="cpu"
                " Saving the full checkpoint instead"
