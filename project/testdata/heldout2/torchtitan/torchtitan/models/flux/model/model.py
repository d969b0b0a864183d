from dataclasses import dataclass, field
import spmd_types as spmd
import torch
from torch import nn, Tensor
from torchtitan.models.common.linear import Linear
from torchtitan.models.flux.model.autoencoder import AutoEncoder
from torchtitan.models.flux.model.hf_embedder import FluxEmbedder
from torchtitan.models.flux.model.layers import (
from torchtitan.protocols import BaseModel
from torchtitan.protocols.module import ModuleList
class FluxModel(BaseModel):
        autoencoder: AutoEncoder.Config = field(default_factory=AutoEncoder.Config)
