from torchtitan.components.checkpointer import CheckpointManager
from torchtitan.components.data import ConcatThenSplitPackingConfig, GrainDataLoader
from torchtitan.components.loss import ChunkedLossWrapper, CrossEntropyLoss
from torchtitan.components.metrics import MetricsProcessor
from torchtitan.components.optimizer import default_adamw, LRSchedulersContainer
from torchtitan.components.quantization import (
from torchtitan.config import CompileConfig, ParallelismConfig, TrainingConfig
from torchtitan.distributed.activation_checkpoint import SelectiveAC
from torchtitan.hf_datasets.text_datasets import DATASETS
from torchtitan.models.common.config_utils import decoder_vocab_size
from torchtitan.models.deepseek_v3.mtp import MTPLoss
from torchtitan.trainer import Trainer
from . import model_registry
def enable_fused_swiglu(config: Trainer.Config) -> None:
def deepseek_v3_debugmodel() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def deepseek_v3_debugmodel_mtp() -> Trainer.Config:
def deepseek_v3_debugmodel_mxfp8() -> Trainer.Config:
def deepseek_v3_debugmodel_hybridep() -> Trainer.Config:
def deepseek_v3_debugmodel_minimal_async_ep() -> Trainer.Config:
def deepseek_v3_16b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(interval=10),
        activation_checkpoint=SelectiveAC.Config(),
def deepseek_v3_16b_hybridep() -> Trainer.Config:
def deepseek_v3_16b_minimal_async_ep() -> Trainer.Config:
def deepseek_v3_671b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(interval=500),
        activation_checkpoint=SelectiveAC.Config(),
def deepseek_v3_671b_float8() -> Trainer.Config:
