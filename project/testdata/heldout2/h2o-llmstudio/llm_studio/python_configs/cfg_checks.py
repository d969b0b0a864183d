import logging
import os
import torch
from llm_studio.app_utils.config import default_cfg
from llm_studio.python_configs.base import DefaultConfigProblemBase
from llm_studio.src.utils.export_utils import get_size_str
logger = logging.getLogger(__name__)
def check_config_for_errors(cfg: DefaultConfigProblemBase) -> dict:
def check_for_common_errors(cfg: DefaultConfigProblemBase) -> dict:
def check_for_logging_errors(cfg: DefaultConfigProblemBase) -> dict:
