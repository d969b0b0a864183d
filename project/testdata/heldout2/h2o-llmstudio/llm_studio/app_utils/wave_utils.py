import subprocess
import sys
import traceback
from typing import Literal, TypedDict
import pandas as pd
from h2o_wave import Q, expando_to_dict, ui
from h2o_wave.types import Component
from llm_studio.app_utils.sections.common import clean_dashboard
from .config import default_cfg
class ThemeColors(TypedDict):
class WaveTheme:
wave_theme = WaveTheme()
def ui_table_from_df(
    max_char_length: int = 500,
    cell_overflow: Literal["tooltip", "wrap"] = "tooltip",
def wave_utils_error_card(
    q: Q, title: str = "", text: str = "", force_wait: bool = False
