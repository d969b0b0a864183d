import os
from dataclasses import dataclass
import albumentations as A
import torch
from torchmetrics.detection.mean_ap import MeanAveragePrecision
from transformers.image_transforms import center_to_corners_format
from autotrain.trainers.object_detection.dataset import ObjectDetectionDataset
VALID_METRICS = (
MODEL_CARD = """
def collate_fn(batch):
def process_data(train_data, valid_data, image_processor, config):
def convert_bbox_yolo_to_pascal(boxes, image_size):
def object_detection_metrics(evaluation_results, image_processor, threshold=0.0, id2label=None):
def create_model_card(config, trainer):
