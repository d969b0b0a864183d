from dataclasses import replace
from torchtitan.components.checkpointer import CheckpointManager
from torchtitan.components.data import GrainDataLoader, SingleDatasetConfig
from torchtitan.components.loss import MSELoss
from torchtitan.components.metrics import MetricsProcessor
from torchtitan.components.optimizer import default_adamw, LRSchedulersContainer
from torchtitan.components.quantization import MXFP8LinearConverter
from torchtitan.config import CompileConfig, ParallelismConfig, TrainingConfig
from torchtitan.distributed.activation_checkpoint import FullAC
from torchtitan.models.flux.configs import FluxEncoderConfig, Inference, SamplingConfig
from torchtitan.models.flux.flux_datasets import (
from torchtitan.models.flux.tokenizer import FluxTokenizerContainer
from torchtitan.models.flux.trainer import FluxTrainer
from torchtitan.models.flux.utils import (
from torchtitan.models.flux.validate import FluxValidator
from . import model_registry
def _flux_dataset(dataset_name: str, *, img_size: int) -> SingleDatasetConfig:
def _flux_seq_len(img_size: int, max_t5_encoding_len: int) -> int:
def flux_debugmodel() -> FluxTrainer.Config:
        activation_checkpoint=FullAC.Config(),
        checkpoint=CheckpointManager.Config(
def flux_dev() -> FluxTrainer.Config:
        activation_checkpoint=FullAC.Config(),
        checkpoint=CheckpointManager.Config(interval=1000),
def flux_schnell() -> FluxTrainer.Config:
        activation_checkpoint=FullAC.Config(),
        checkpoint=CheckpointManager.Config(interval=1000),
def flux_schnell_mxfp8() -> FluxTrainer.Config:
def flux_dev_mxfp8() -> FluxTrainer.Config:
