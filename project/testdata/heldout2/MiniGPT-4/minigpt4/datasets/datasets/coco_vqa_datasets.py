import os
import json
import random
from PIL import Image
from minigpt4.datasets.datasets.vqa_datasets import VQADataset, VQAEvalDataset
from collections import OrderedDict
class __DisplMixin:
class COCOVQADataset(VQADataset, __DisplMixin):
class COCOVQAEvalDataset(VQAEvalDataset, __DisplMixin):
