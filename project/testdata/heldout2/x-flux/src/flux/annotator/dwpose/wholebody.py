import cv2
import numpy as np
import onnxruntime as ort
from huggingface_hub import hf_hub_download
from .onnxdet import inference_detector
from .onnxpose import inference_pose
class Wholebody:
