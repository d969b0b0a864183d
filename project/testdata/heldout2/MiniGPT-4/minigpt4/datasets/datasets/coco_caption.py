import os
import json
import torch
import numpy as np
from PIL import Image
from PIL import ImageFile
ImageFile.LOAD_TRUNCATED_IMAGES = True
from minigpt4.datasets.datasets.caption_datasets import COCOCaptionDataset, CaptionEvalDataset
COCOCapDataset = COCOCaptionDataset
class COCOCapEvalDataset(CaptionEvalDataset):
class NoCapsEvalDataset(CaptionEvalDataset):
class RefCOCOEvalData(torch.utils.data.Dataset):
class EvalCaptionData(torch.utils.data.Dataset):
