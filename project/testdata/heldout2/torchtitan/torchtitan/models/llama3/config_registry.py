from typing import cast
from torchtitan.components.checkpointer import CheckpointManager
from torchtitan.components.data import (
from torchtitan.components.loss import ChunkedLossWrapper, CrossEntropyLoss
from torchtitan.components.metrics import MetricsProcessor
from torchtitan.components.optimizer import default_adamw, LRSchedulersContainer
from torchtitan.components.quantization import (
from torchtitan.components.quantization.nvfp4 import nvfp4_bf16_tail_fqns
from torchtitan.components.validate import Validator
from torchtitan.config import CompileConfig, ParallelismConfig, TrainingConfig
from torchtitan.distributed.activation_checkpoint import FullAC, SelectiveAC
from torchtitan.hf_datasets.text_datasets import ChatProcessor, DATASETS
from torchtitan.models.common.config_utils import decoder_vocab_size
from torchtitan.tools.profiler import Profiler
from torchtitan.trainer import Trainer
from . import model_registry
from .model import Llama3Model
def llama3_debugmodel() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def llama3_debugmodel_varlen_attn() -> Trainer.Config:
def llama3_debugmodel_dist_gemm() -> Trainer.Config:
def llama3_debugmodel_float8() -> Trainer.Config:
def llama3_debugmodel_nvfp4() -> Trainer.Config:
def llama3_debugmodel_first_85_pct_layers_nvfp4() -> Trainer.Config:
def llama3_debugmodel_float8_emulate_lora() -> Trainer.Config:
def llama3_debugmodel_ce_loss() -> Trainer.Config:
def llama3_8b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(interval=500),
        activation_checkpoint=SelectiveAC.Config(),
def llama3_8b_first_85_pct_layers_nvfp4() -> Trainer.Config:
def llama3_8b_mxfp8() -> Trainer.Config:
def llama3_70b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(interval=500),
        activation_checkpoint=FullAC.Config(),
def llama3_405b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(interval=500),
        activation_checkpoint=FullAC.Config(),
def sft_debugmodel() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
