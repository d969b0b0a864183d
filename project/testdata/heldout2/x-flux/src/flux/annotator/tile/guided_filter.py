import numpy as np
import cv2
def to32F(img):
def to8U(img):
def _isGray(I):
def _downSample(I, scale=4, shape=None):
def _upSample(I, scale=2, shape=None):
class FastGuidedFilter:
class GuidedFilter:
class GuidedFilterCommon:
class GuidedFilterGray:
class GuidedFilterColor:
