import numpy as np
import torch as th
from .gaussian_diffusion import GaussianDiffusion
def space_timesteps(num_timesteps, section_counts):
class SpacedDiffusion(GaussianDiffusion):
class _WrappedModel:
