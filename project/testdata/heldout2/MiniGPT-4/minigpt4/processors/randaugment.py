import cv2
import numpy as np
import torch
def identity_func(img):
def autocontrast_func(img, cutoff=0):
def equalize_func(img):
def rotate_func(img, degree, fill=(0, 0, 0)):
def solarize_func(img, thresh=128):
def color_func(img, factor):
def contrast_func(img, factor):
def brightness_func(img, factor):
def sharpness_func(img, factor):
def shear_x_func(img, factor, fill=(0, 0, 0)):
def translate_x_func(img, offset, fill=(0, 0, 0)):
def translate_y_func(img, offset, fill=(0, 0, 0)):
def posterize_func(img, bits):
def shear_y_func(img, factor, fill=(0, 0, 0)):
def cutout_func(img, pad_size, replace=(0, 0, 0)):
def enhance_level_to_args(MAX_LEVEL):
def shear_level_to_args(MAX_LEVEL, replace_value):
def translate_level_to_args(translate_const, MAX_LEVEL, replace_value):
def cutout_level_to_args(cutout_const, MAX_LEVEL, replace_value):
def solarize_level_to_args(MAX_LEVEL):
def none_level_to_args(level):
def posterize_level_to_args(MAX_LEVEL):
def rotate_level_to_args(MAX_LEVEL, replace_value):
func_dict = {
translate_const = 10
MAX_LEVEL = 10
replace_value = (128, 128, 128)
arg_dict = {
class RandomAugment(object):
class VideoRandomAugment(object):
if __name__ == "__main__":
