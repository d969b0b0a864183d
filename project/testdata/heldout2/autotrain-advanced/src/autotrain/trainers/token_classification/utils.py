import os
import numpy as np
from seqeval import metrics
MODEL_CARD = """
def token_classification_metrics(pred, label_list):
def create_model_card(config, trainer):
