from dataclasses import replace
from torchtitan.components.checkpointer import CheckpointManager
from torchtitan.components.data import GrainDataLoader, SingleDatasetConfig
from torchtitan.components.loss import ChunkedLossWrapper, CrossEntropyLoss
from torchtitan.components.metrics import MetricsProcessor
from torchtitan.components.optimizer import default_adamw, LRSchedulersContainer
from torchtitan.components.tokenizer import MultiModalTokenizer
from torchtitan.config import ParallelismConfig, TrainingConfig
from torchtitan.distributed.activation_checkpoint import FullAC, SelectiveAC
from torchtitan.hf_datasets.multimodal.mm_collator import MultiModalCollator
from torchtitan.hf_datasets.multimodal.mm_datasets import (
from torchtitan.models.common.config_utils import decoder_vocab_size
from torchtitan.trainer import Trainer
from . import model_registry, QWEN3_5_SPECIAL_TOKENS
def _multimodal_collator_config(
def qwen35_debugmodel() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def qwen35_debugmodel_varlen_attn() -> Trainer.Config:
def qwen35_debugmodel_moe() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def qwen35_0_8b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def qwen35_2b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def qwen35_4b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=FullAC.Config(),
def qwen35_9b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=FullAC.Config(),
def qwen35_27b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=FullAC.Config(),
def qwen35_35b_a3b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=FullAC.Config(),
