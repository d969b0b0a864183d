import io
import json
import logging
import os
import re
from typing import Any
from llm_studio.src.utils.plot_utils import PlotData
class IgnorePatchRequestsFilter(logging.Filter):
def initialize_logging(cfg: Any | None = None):
            logs_dir = f"{cfg.output_directory}/"
class TqdmToLogger(io.StringIO):
def write_flag(path: str, key: str, value: str):
def log_plot(cfg: Any, plot: PlotData, type: str) -> None:
