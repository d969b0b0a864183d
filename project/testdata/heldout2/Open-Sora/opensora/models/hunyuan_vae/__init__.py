from pathlib import Path
import torch
from .autoencoder_kl_causal_3d import CausalVAE3D_HUNYUAN
