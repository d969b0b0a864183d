from typing import cast
from torchtitan.components.checkpointer import CheckpointManager
from torchtitan.components.data import (
from torchtitan.components.loss import ChunkedLossWrapper, CrossEntropyLoss
from torchtitan.components.metrics import MetricsProcessor
from torchtitan.components.optimizer import (
from torchtitan.components.quantization import NVFP4LinearConverter
from torchtitan.components.quantization.nvfp4 import nvfp4_bf16_tail_fqns
from torchtitan.config import CompileConfig, ParallelismConfig, TrainingConfig
from torchtitan.distributed.activation_checkpoint import FullAC, SelectiveAC
from torchtitan.hf_datasets.text_datasets import ChatProcessor, DATASETS
from torchtitan.models.common.config_utils import decoder_vocab_size
from torchtitan.trainer import Trainer
from . import model_registry
from .model import Qwen3Model
def qwen3_debugmodel() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def qwen3_debugmodel_nvfp4() -> Trainer.Config:
def qwen3_debugmodel_first_85_pct_layers_nvfp4() -> Trainer.Config:
def qwen3_debugmodel_moe_param_groups() -> Trainer.Config:
def qwen3_debugmodel_flex_flash() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def qwen3_0_6b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def qwen3_1_7b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def qwen3_8b_first_85_pct_layers_nvfp4() -> Trainer.Config:
def qwen3_14b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=FullAC.Config(),
def qwen3_30b_a3b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=FullAC.Config(),
def qwen3_32b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=FullAC.Config(),
