import os
import json
from PIL import Image
from minigpt4.datasets.datasets.vqa_datasets import VQADataset
from collections import OrderedDict
import random
class __DisplMixin:
class GQADataset(VQADataset, __DisplMixin):
