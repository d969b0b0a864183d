import hashlib
import os
from typing import Any
import pandas as pd
from llm_studio.src.datasets.conversation_chain_handler import get_conversation_chains
from llm_studio.src.datasets.text_utils import get_tokenizer
from llm_studio.src.utils.data_utils import read_dataframe_drop_missing_labels
from llm_studio.src.utils.plot_utils import (
class Plots:
        path = os.path.join(cfg.output_directory, "batch_viz.parquet")
def plot_validation_predictions(
    path = os.path.join(cfg.output_directory, f"{mode}_viz.parquet")
def create_batch_prediction_df(
