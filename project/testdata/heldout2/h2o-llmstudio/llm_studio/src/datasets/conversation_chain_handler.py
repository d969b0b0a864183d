import logging
import numpy as np
from llm_studio.src.datasets.text_utils import get_texts
from llm_studio.src.utils.utils import PatchedAttribute
logger = logging.getLogger(__name__)
class ConversationChainHandler:
def get_conversation_chains(
