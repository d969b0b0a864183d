import os
import numpy as np
import requests
from sklearn import metrics
BINARY_CLASSIFICATION_EVAL_METRICS = (
MULTI_CLASS_CLASSIFICATION_EVAL_METRICS = (
MODEL_CARD = """
def _binary_classification_metrics(pred):
def _multi_class_classification_metrics(pred):
def create_model_card(config, trainer, num_classes):
def pause_endpoint(params):
    endpoint_id = os.environ["ENDPOINT_ID"]
