import os
import pathlib
import subprocess
import torch
from torch.utils import cpp_extension
os.environ["TORCH_CUDA_ARCH_LIST"] = ""
def load(neox_args=None):
def _get_cuda_bare_metal_version(cuda_dir):
def _get_build_path(neox_args=None):
def _create_build_dir(buildpath):
def load_fused_kernels():
