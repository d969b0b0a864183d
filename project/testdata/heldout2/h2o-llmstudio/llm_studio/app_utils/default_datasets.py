import os
import pandas as pd
from datasets import load_dataset
def prepare_default_dataset_causal_language_modeling(path):
    if os.environ.get("H2O_LLM_STUDIO_DEMO_DATASETS") is None:
                os.environ.get("H2O_LLM_STUDIO_DEMO_DATASETS"),
def prepare_default_dataset_dpo_modeling() -> pd.DataFrame:
    if os.environ.get("H2O_LLM_STUDIO_DEMO_DATASETS") is None:
                os.environ.get("H2O_LLM_STUDIO_DEMO_DATASETS"), "dpo_modeling.pq"
def prepare_default_dataset_classification_modeling() -> pd.DataFrame:
    if os.environ.get("H2O_LLM_STUDIO_DEMO_DATASETS") is None:
                os.environ.get("H2O_LLM_STUDIO_DEMO_DATASETS"),
def prepare_default_dataset_regression_modeling() -> pd.DataFrame:
    if os.environ.get("H2O_LLM_STUDIO_DEMO_DATASETS") is None:
                os.environ.get("H2O_LLM_STUDIO_DEMO_DATASETS"),
