import argparse
import math
import cv2
import glob
import os
from anime_face_detector import create_detector
from tqdm import tqdm
import numpy as np
from library.utils import setup_logging, pil_resize
import logging
logger = logging.getLogger(__name__)
KP_REYE = 11
KP_LEYE = 19
SCORE_THRES = 0.90
def detect_faces(detector, image, min_size):
def rotate_image(image, angle, cx, cy):
def process(args):
def setup_parser() -> argparse.ArgumentParser:
  parser = argparse.ArgumentParser()
  parser.add_argument("--src_dir", type=str, help="directory to load images / 画像を読み込むディレクトリ")
  parser.add_argument("--dst_dir", type=str, help="directory to save images / 画像を保存するディレクトリ")
  parser.add_argument("--rotate", action="store_true", help="rotate images to align faces / 顔が正立するように画像を回転する")
  parser.add_argument("--resize_fit", action="store_true",
  parser.add_argument("--resize_face_size", type=int, default=None,
  parser.add_argument("--crop_size", type=str, default=None,
  parser.add_argument("--crop_ratio", type=str, default=None,
  parser.add_argument("--min_size", type=int, default=None,
  parser.add_argument("--max_size", type=int, default=None,
  parser.add_argument("--multiple_faces", action="store_true",
  parser.add_argument("--debug", action="store_true", help="render rect for face / 処理後画像の顔位置に矩形を描画します")
if __name__ == '__main__':
