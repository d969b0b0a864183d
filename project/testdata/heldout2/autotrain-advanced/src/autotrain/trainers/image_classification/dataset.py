import numpy as np
import torch
class ImageClassificationDataset:
