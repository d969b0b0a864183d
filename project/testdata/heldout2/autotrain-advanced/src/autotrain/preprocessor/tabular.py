from dataclasses import dataclass
from typing import List, Optional
import pandas as pd
from datasets import Dataset, DatasetDict
from sklearn.model_selection import train_test_split
RESERVED_COLUMNS = ["autotrain_id", "autotrain_label"]
@dataclass
class TabularBinaryClassificationPreprocessor:
    test_size: Optional[float] = 0.2
    seed: Optional[int] = 42
            train_df.push_to_hub(
            valid_df.push_to_hub(
class TabularMultiClassClassificationPreprocessor(TabularBinaryClassificationPreprocessor):
class TabularSingleColumnRegressionPreprocessor(TabularBinaryClassificationPreprocessor):
@dataclass
class TabularMultiLabelClassificationPreprocessor:
    test_size: Optional[float] = 0.2
    seed: Optional[int] = 42
            train_df.push_to_hub(
            valid_df.push_to_hub(
class TabularMultiColumnRegressionPreprocessor(TabularMultiLabelClassificationPreprocessor):
