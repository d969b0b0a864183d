import os
import numpy as np
import cv2
import torch
from  torch.nn import  functional as F
def deccode_output_score_and_ptss(tpMap, topk_n = 200, ksize = 5):
def pred_lines(image, model,
def pred_squares(image,
