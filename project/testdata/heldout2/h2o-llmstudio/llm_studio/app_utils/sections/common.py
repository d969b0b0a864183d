import hashlib
import logging
from h2o_wave import Q, ui
from llm_studio.app_utils.cards import card_zones
from llm_studio.app_utils.config import default_cfg
logger = logging.getLogger(__name__)
def heap_analytics(
