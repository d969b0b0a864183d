import math
import torch
def init_method_normal(sigma, use_mup_outer=False, mup_init_scale=1.0):
def scaled_init_method_normal(
def _orthogonal(tensor, gain=1):
def orthogonal_init_method(n_layers=1, use_mup=False, mup_init_scale=1.0):
def xavier_uniform_init_method(use_mup_outer=False, mup_init_scale=1.0):
def xavier_normal_init_method(use_mup_outer=False, mup_init_scale=1.0):
def small_init_init_method(dim, use_mup_outer=False, mup_init_scale=1.0):
def wang_init_method(n_layers, dim, use_mup_outer=False, mup_init_scale=1.0):
def get_init_methods(args):
