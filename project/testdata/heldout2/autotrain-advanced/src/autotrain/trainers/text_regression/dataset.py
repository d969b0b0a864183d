import torch
class TextRegressionDataset:
