import ast
from dataclasses import dataclass
from typing import Optional
import pandas as pd
from datasets import ClassLabel, Dataset, DatasetDict, Sequence
from sklearn.model_selection import train_test_split
from autotrain import logger
RESERVED_COLUMNS = ["autotrain_text", "autotrain_label", "autotrain_question", "autotrain_answer"]
LLM_RESERVED_COLUMNS = [
@dataclass
class TextBinaryClassificationPreprocessor:
    test_size: Optional[float] = 0.2
    seed: Optional[int] = 42
            train_df.push_to_hub(
            valid_df.push_to_hub(
class TextMultiClassClassificationPreprocessor(TextBinaryClassificationPreprocessor):
class TextSingleColumnRegressionPreprocessor(TextBinaryClassificationPreprocessor):
            train_df.push_to_hub(
            valid_df.push_to_hub(
class TextTokenClassificationPreprocessor(TextBinaryClassificationPreprocessor):
            train_df.push_to_hub(
            valid_df.push_to_hub(
@dataclass
class LLMPreprocessor:
    test_size: Optional[float] = 0.2
    seed: Optional[int] = 42
            train_df.push_to_hub(
            valid_df.push_to_hub(
@dataclass
class Seq2SeqPreprocessor:
    test_size: Optional[float] = 0.2
    seed: Optional[int] = 42
            train_df.push_to_hub(
            valid_df.push_to_hub(
@dataclass
class SentenceTransformersPreprocessor:
    test_size: Optional[float] = 0.2
    seed: Optional[int] = 42
    target_column: Optional[str] = "target"
            train_df.push_to_hub(
