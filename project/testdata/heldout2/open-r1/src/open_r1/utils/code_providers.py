import abc
import asyncio
from typing import List, Optional
from ..utils import is_e2b_available, is_morph_available
class CodeExecutionProvider(abc.ABC):
class E2BProvider(CodeExecutionProvider):
class MorphProvider(CodeExecutionProvider):
        self.api_key = os.getenv("MORPH_API_KEY")
def get_provider(provider_type: str = "e2b", **kwargs) -> CodeExecutionProvider:
