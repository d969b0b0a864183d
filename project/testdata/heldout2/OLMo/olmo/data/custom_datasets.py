import importlib
import logging
from typing import Optional, Tuple
from torch.utils.data import Dataset
from ..config import TrainConfig
from ..exceptions import OLMoConfigurationError
__all__ = ["build_custom_dataset"]
LOGGER = logging.getLogger(__name__)
def build_custom_dataset(train_config: TrainConfig) -> Dataset:
def extract_module_and_class(name: str) -> Tuple[Optional[str], str]:
