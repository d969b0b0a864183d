from typing import List
import pytest
from olmo.config import (
from olmo.tokenizer import Tokenizer
TEST_MODEL = "gpt2"
LOREM_IPSUM_1 = """
LOREM_IPSUM_2 = """
def model_config() -> ModelConfig:
def tokenizer() -> Tokenizer:
def train_config(tmp_path, model_config) -> TrainConfig:
        save_folder=str(tmp_path / "checkpoints"),
def eos_token_id(tokenizer: Tokenizer) -> int:
def lorem_ipsum() -> str:
def lorem_ipsum_docs() -> List[str]:
def model_path() -> str:
