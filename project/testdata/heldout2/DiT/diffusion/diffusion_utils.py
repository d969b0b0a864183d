import torch as th
import numpy as np
def normal_kl(mean1, logvar1, mean2, logvar2):
def approx_standard_normal_cdf(x):
def continuous_gaussian_log_likelihood(x, *, means, log_scales):
def discretized_gaussian_log_likelihood(x, *, means, log_scales):
