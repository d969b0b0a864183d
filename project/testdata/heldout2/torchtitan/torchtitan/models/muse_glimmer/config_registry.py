from dataclasses import replace
from torchtitan.components.checkpointer import CheckpointManager
from torchtitan.components.data import ConcatThenSplitPackingConfig, GrainDataLoader
from torchtitan.components.loss import ChunkedLossWrapper, CrossEntropyLoss
from torchtitan.components.metrics import MetricsProcessor
from torchtitan.components.optimizer import default_adamw, LRSchedulersContainer
from torchtitan.components.tokenizer import MultiModalTokenizer
from torchtitan.config import ParallelismConfig, TrainingConfig
from torchtitan.distributed.activation_checkpoint import FullAC, SelectiveAC
from torchtitan.hf_datasets.text_datasets import DATASETS
from torchtitan.models.common.config_utils import decoder_vocab_size
from torchtitan.protocols.model_spec import ModelSpec
from torchtitan.trainer import Trainer
from . import model_registry
from .model import MuseGlimmerModel
MUSE_GLIMMER_SPECIAL_TOKENS = {
def _muse_glimmer_mm_dataloader(
def muse_glimmer_debugmodel() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def muse_glimmer_debugmodel_mm() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def muse_glimmer_30b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=FullAC.Config(),
def muse_glimmer_30b_mm() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=FullAC.Config(),
