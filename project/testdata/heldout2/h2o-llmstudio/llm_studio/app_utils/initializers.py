import logging
import os
import shutil
from tempfile import NamedTemporaryFile
from bokeh.resources import Resources as BokehResources
from h2o_wave import Q, ui
from llm_studio.app_utils.config import default_cfg
from llm_studio.app_utils.db import Database, Dataset
from llm_studio.app_utils.default_datasets import (
from llm_studio.app_utils.sections.common import interface
from llm_studio.app_utils.setting_utils import load_user_settings_and_secrets
from llm_studio.app_utils.utils import (
    get_output_dir,
from llm_studio.src.utils.config_utils import load_config_py, save_config_yaml
logger = logging.getLogger(__name__)
def prepare_oasst(q: Q) -> Dataset:
def prepare_dpo(q: Q) -> Dataset:
def prepare_imdb(q: Q) -> Dataset:
def prepare_helpsteer(q: Q) -> Dataset:
        os.makedirs(get_output_dir(q), exist_ok=True)
