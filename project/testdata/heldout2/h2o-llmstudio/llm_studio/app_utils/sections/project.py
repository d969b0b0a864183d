import logging
import os
from h2o_wave import Q, ui
from llm_studio.app_utils.sections.experiment import (
from llm_studio.app_utils.utils import get_experiments_status
logger = logging.getLogger(__name__)
