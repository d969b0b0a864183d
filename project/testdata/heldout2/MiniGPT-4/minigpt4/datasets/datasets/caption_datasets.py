import os
from collections import OrderedDict
from minigpt4.datasets.datasets.base_dataset import BaseDataset
from PIL import Image
import random
class __DisplMixin:
class CaptionDataset(BaseDataset, __DisplMixin):
class COCOCaptionDataset(BaseDataset, __DisplMixin):
class CaptionEvalDataset(BaseDataset, __DisplMixin):
