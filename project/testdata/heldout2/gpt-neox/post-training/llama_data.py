import os
from datasets import load_dataset, DatasetDict
import jsonlines
raw_datasets = load_dataset("HuggingFaceH4/ultrafeedback_binarized")
raw_datasets = DatasetDict(
