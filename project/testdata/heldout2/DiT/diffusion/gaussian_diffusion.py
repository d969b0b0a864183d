import math
import numpy as np
import torch as th
import enum
from .diffusion_utils import discretized_gaussian_log_likelihood, normal_kl
def mean_flat(tensor):
class ModelMeanType(enum.Enum):
class ModelVarType(enum.Enum):
class LossType(enum.Enum):
def _warmup_beta(beta_start, beta_end, num_diffusion_timesteps, warmup_frac):
def get_beta_schedule(beta_schedule, *, beta_start, beta_end, num_diffusion_timesteps):
def get_named_beta_schedule(schedule_name, num_diffusion_timesteps):
def betas_for_alpha_bar(num_diffusion_timesteps, alpha_bar, max_beta=0.999):
class GaussianDiffusion:
def _extract_into_tensor(arr, timesteps, broadcast_shape):
