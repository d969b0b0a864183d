from collections import OrderedDict
import json
import os
import random
import torch
from PIL import Image
from minigpt4.datasets.datasets.vqa_datasets import VQADataset  #, VQAEvalDataset
class __DisplMixin:
class AOKVQADataset(VQADataset, __DisplMixin):
class AOKVQGDataset(AOKVQADataset):
