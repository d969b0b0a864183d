import gc
import math
import os
import re
import warnings
from fractions import Fraction
import av
import cv2
import numpy as np
import torch
from torchvision import get_video_backend
from torchvision.io.video import _check_av_available
MAX_NUM_FRAMES = 2500
def read_video_av(
    start_pts: float | Fraction = 0,
    pts_unit: str = "pts",
    output_format: str = "THWC",
def _read_from_stream(
def read_video_cv2(video_path):
def read_video(video_path, backend="av"):
