import cv2
import numpy as np
import onnxruntime
def nms(boxes, scores, nms_thr):
def multiclass_nms(boxes, scores, nms_thr, score_thr):
def demo_postprocess(outputs, img_size, p6=False):
def preprocess(img, input_size, swap=(2, 0, 1)):
def inference_detector(session, oriImg):
