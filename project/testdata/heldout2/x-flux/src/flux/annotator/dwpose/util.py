import math
import numpy as np
import matplotlib
import cv2
eps = 0.01
def smart_resize(x, s):
def smart_resize_k(x, fx, fy):
def padRightDownCorner(img, stride, padValue):
def transfer(model, model_weights):
def draw_bodypose(canvas, candidate, subset):
def draw_handpose(canvas, all_hand_peaks):
def draw_facepose(canvas, all_lmks):
def handDetect(candidate, subset, oriImg):
def faceDetect(candidate, subset, oriImg):
def npmax(array):
