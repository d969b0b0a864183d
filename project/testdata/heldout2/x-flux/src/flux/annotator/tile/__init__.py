import random
import cv2
from .guided_filter import FastGuidedFilter
class TileDetector:
