import gc
import logging
import torch
from h2o_wave import Q
from llm_studio.app_utils.sections.chat import chat_tab
from llm_studio.app_utils.sections.chat_update import chat_copy, chat_update
from llm_studio.app_utils.sections.common import delete_dialog
from llm_studio.app_utils.sections.dataset import (
from llm_studio.app_utils.sections.experiment import (
from llm_studio.app_utils.sections.home import home
from llm_studio.app_utils.sections.project import (
from llm_studio.app_utils.sections.settings import settings
from llm_studio.app_utils.setting_utils import (
from llm_studio.app_utils.utils import add_model_type
from llm_studio.app_utils.wave_utils import report_error, wave_utils_handle_error
logger = logging.getLogger(__name__)
