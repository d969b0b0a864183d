import hashlib
import os
from collections import namedtuple
import requests
import torch
import torch.nn as nn
from torchvision import models
from tqdm import tqdm
from opensora.acceleration.checkpoint import checkpoint
URL_MAP = {"vgg_lpips": "https://heibox.uni-heidelberg.de/f/607503859c864bc1b30b/?dl=1"}
CKPT_MAP = {"vgg_lpips": "vgg.pth"}
MD5_MAP = {"vgg_lpips": "d507d7349b931f0638a25a48a722f98a"}
def md5_hash(path):
def download(url, local_path, chunk_size=1024):
def get_ckpt_path(name, root=".", check=False):
class LPIPS(nn.Module):
            avg, input, target = checkpoint(self.get_layer_loss, input, target, i, use_reentrant=False)
class ScalingLayer(nn.Module):
class NetLinLayer(nn.Module):
class vgg16(torch.nn.Module):
def normalize_tensor(x, eps=1e-10):
def spatial_average(x, keepdim=True):
