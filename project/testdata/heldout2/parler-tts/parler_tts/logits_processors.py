from transformers import LogitsProcessor, LogitsProcessorList
from transformers.pytorch_utils import isin_mps_friendly
import math
import torch
class ParlerTTSLogitsProcessor(LogitsProcessor):
