import os
import albumentations as A
import numpy as np
from sklearn import metrics
from autotrain.trainers.image_regression.dataset import ImageRegressionDataset
VALID_METRICS = [
MODEL_CARD = """
def image_regression_metrics(pred):
def process_data(train_data, valid_data, image_processor, config):
def create_model_card(config, trainer):
