from typing import Sequence
import torch
from torchvision import transforms
class GaussianBlur(transforms.RandomApply):
class MaybeToTensor(transforms.ToTensor):
IMAGENET_DEFAULT_MEAN = (0.485, 0.456, 0.406)
IMAGENET_DEFAULT_STD = (0.229, 0.224, 0.225)
def make_normalize_transform(
def make_classification_train_transform(
    crop_size: int = 224,
    hflip_prob: float = 0.5,
def make_classification_eval_transform(
    resize_size: int = 256,
    crop_size: int = 224,
