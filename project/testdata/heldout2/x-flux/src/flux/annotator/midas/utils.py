import sys
import re
import numpy as np
import cv2
import torch
def read_pfm(path):
def write_pfm(path, image, scale=1):
def read_image(path):
def resize_image(img):
def resize_depth(depth, width, height):
def write_depth(path, depth, bits=1):
