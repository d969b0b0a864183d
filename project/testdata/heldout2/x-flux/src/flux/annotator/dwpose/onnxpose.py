from typing import List, Tuple
import cv2
import numpy as np
import onnxruntime as ort
def preprocess(
def inference(sess: ort.InferenceSession, img: np.ndarray) -> np.ndarray:
def postprocess(outputs: List[np.ndarray],
def bbox_xyxy2cs(bbox: np.ndarray,
def _fix_aspect_ratio(bbox_scale: np.ndarray,
def _rotate_point(pt: np.ndarray, angle_rad: float) -> np.ndarray:
def _get_3rd_point(a: np.ndarray, b: np.ndarray) -> np.ndarray:
def get_warp_matrix(center: np.ndarray,
def top_down_affine(input_size: dict, bbox_scale: dict, bbox_center: dict,
def get_simcc_maximum(simcc_x: np.ndarray,
def decode(simcc_x: np.ndarray, simcc_y: np.ndarray,
def inference_pose(session, out_bbox, oriImg):
