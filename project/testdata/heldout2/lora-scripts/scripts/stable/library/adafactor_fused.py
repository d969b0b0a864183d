import math
import torch
from transformers import Adafactor
def adafactor_step_param(self, p, group):
def adafactor_step(self, closure=None):
def patch_adafactor_fused(optimizer: Adafactor):
