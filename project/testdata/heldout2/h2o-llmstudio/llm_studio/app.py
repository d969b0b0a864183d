import logging
import os
from llm_studio.app_utils.sections.chat_update import is_app_blocked_while_streaming
from llm_studio.src.utils.logging_utils import initialize_logging
os.environ["MKL_THREADING_LAYER"] = "GNU"
from h2o_wave import Q, app, copy_expando, main, ui  # noqa: F401
from llm_studio.app_utils.handlers import handle
from llm_studio.app_utils.initializers import initialize_app, initialize_client
from llm_studio.app_utils.sections.common import heap_redact, interface
logger = logging.getLogger(__name__)
def on_startup() -> None:
