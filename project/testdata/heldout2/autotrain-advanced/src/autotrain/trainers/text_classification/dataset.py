import torch
class TextClassificationDataset:
