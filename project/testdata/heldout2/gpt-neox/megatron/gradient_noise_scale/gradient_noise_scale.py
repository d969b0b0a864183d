import torch
def ema(avg, beta, yi, i):
class GradientNoiseScale:
