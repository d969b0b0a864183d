import logging
from torchvision import transforms
from .transforms import (
logger = logging.getLogger("dinov2")
class DataAugmentationDINO(object):
