import numpy as np
class ObjectDetectionDataset:
