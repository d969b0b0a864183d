import dataclasses
import logging
import os
from typing import Any
import numpy as np
from diskcache import Cache
from llm_studio.src.utils.plot_utils import PLOT_ENCODINGS
logger = logging.getLogger(__name__)
def get_cfg(cfg: Any) -> dict:
class NeptuneLogger:
            api_token=os.getenv("NEPTUNE_API_TOKEN", ""),
class WandbLogger:
        os.environ["WANDB_DISABLE_CODE"] = "true"
        os.environ["WANDB_DISABLE_GIT"] = "true"
        os.environ["WANDB_ERROR_REPORTING"] = "false"
        os.environ["WANDB_CONSOLE"] = "off"
        os.environ["WANDB_IGNORE_GLOBS"] = "*.*"
        os.environ["WANDB_HOST"] = "H2O LLM Studio"
class LocalLogger:
        self.logs = os.path.join(cfg.output_directory, "charts_cache")
class DummyLogger:
class MainLogger:
class ExternalLoggers:
