import functools
import hashlib
import logging
import os
import re
import shutil
import textwrap
import time
import traceback
import pandas as pd
from h2o_wave import Q, ui
from h2o_wave.types import FormCard, ImageCard, MarkupCard, StatListItem, Tab
from llm_studio.app_utils.config import default_cfg
from llm_studio.app_utils.db import Dataset
from llm_studio.app_utils.sections.common import clean_dashboard
from llm_studio.app_utils.sections.experiment import experiment_start
from llm_studio.app_utils.sections.histogram_card import histogram_card
from llm_studio.app_utils.utils import (
from llm_studio.app_utils.wave_utils import busy_dialog, ui_table_from_df
from llm_studio.src.datasets.conversation_chain_handler import get_conversation_chains
from llm_studio.src.tooltips import tooltips
from llm_studio.src.utils.config_utils import (
from llm_studio.src.utils.data_utils import (
from llm_studio.src.utils.plot_utils import PlotData
logger = logging.getLogger(__name__)
def file_extension_is_compatible(q):
    error: str | None = "",
    warning: str | None = "",
    info: str | None = "",
    q: Q, dataset_id: int, error: str = "", warning: str = "", allow_merge: bool = True
def compute_dataset_statistics(dataset_path: str, cfg_path: str, cfg_hash: str) -> dict:
