import os
from dataclasses import dataclass, field, replace
import torch
import torch.nn as nn
from torch.distributed.pipelining.schedules import _PipelineSchedule
from torchtitan.components.data import GrainDataLoader
from torchtitan.components.loss import LossFunction
from torchtitan.components.metrics import MetricsProcessor
from torchtitan.components.tokenizer import BaseTokenizer
from torchtitan.components.validate import (
from torchtitan.config import ParallelismConfig
from torchtitan.distributed import ParallelDims, utils as dist_utils
from torchtitan.tools.logging import logger
from .configs import SamplingConfig
from .flux_datasets import FluxValidationDatasetConfig
from .inference.sampling import generate_image, save_image
from .model.autoencoder import AutoEncoder
from .model.hf_embedder import FluxEmbedder
from .tokenizer import FluxTokenizerContainer
from .utils import create_position_encoding_for_latents, pack_latents, preprocess_data
class FluxValidator(Validator):
        sampling: SamplingConfig = field(default_factory=SamplingConfig)
        dump_folder: str,
        self.dump_folder = dump_folder
                    output_dir=os.path.join(
                        self.dump_folder,
