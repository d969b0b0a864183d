import numbers
import random
import numpy as np
import torch
def _is_tensor_video_clip(clip):
def crop(clip, i, j, h, w):
def resize(clip, target_size, interpolation_mode):
def resize_scale(clip, target_size, interpolation_mode):
def resized_crop(clip, i, j, h, w, size, interpolation_mode="bilinear"):
def center_crop(clip, crop_size):
def center_crop_using_short_edge(clip):
def resize_crop_to_fill(clip, target_size):
def random_shift_crop(clip):
def to_tensor(clip):
def normalize(clip, mean, std, inplace=False):
def hflip(clip):
class ResizeCrop:
class RandomSizedCrop:
class RandomCropVideo:
class CenterCropResizeVideo:
class UCFCenterCropVideo:
class KineticsRandomCropResizeVideo:
class CenterCropVideo:
class NormalizeVideo:
class ToTensorVideo:
class RandomHorizontalFlipVideo:
class TemporalRandomCrop(object):
if __name__ == "__main__":
