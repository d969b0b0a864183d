import multiprocessing
import torch
from h2o_wave import Q, ui
from llm_studio.app_utils.sections.common import clean_dashboard
from llm_studio.app_utils.setting_utils import Secrets
from llm_studio.src.loggers import ExternalLoggers
