import cv2
import numpy as np
from PIL import Image
def smart_imread(img, flag=cv2.IMREAD_UNCHANGED):
def smart_24bit(img):
def make_square(img, target_size):
def smart_resize(img, size):
