import torch
from torch import Tensor
from .model.autoencoder import AutoEncoder
from .model.hf_embedder import FluxEmbedder
def preprocess_data(
def generate_noise_latent(
def create_position_encoding_for_latents(
    bsz: int, latent_height: int, latent_width: int, position_dim: int = 3
def pack_latents(x: Tensor) -> Tensor:
def unpack_latents(x: Tensor, latent_height: int, latent_width: int) -> Tensor:
