import os
import albumentations as A
import numpy as np
from sklearn import metrics
from autotrain.trainers.image_classification.dataset import ImageClassificationDataset
BINARY_CLASSIFICATION_EVAL_METRICS = (
MULTI_CLASS_CLASSIFICATION_EVAL_METRICS = (
MODEL_CARD = """
def _binary_classification_metrics(pred):
def _multi_class_classification_metrics(pred):
def process_data(train_data, valid_data, image_processor, config):
def create_model_card(config, trainer, num_classes):
