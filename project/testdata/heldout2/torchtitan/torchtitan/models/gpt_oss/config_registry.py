from torchtitan.components.checkpointer import CheckpointManager
from torchtitan.components.data import ConcatThenSplitPackingConfig, GrainDataLoader
from torchtitan.components.loss import ChunkedLossWrapper, CrossEntropyLoss
from torchtitan.components.metrics import MetricsProcessor
from torchtitan.components.optimizer import default_adamw, LRSchedulersContainer
from torchtitan.components.validate import Validator
from torchtitan.config import ParallelismConfig, TrainingConfig
from torchtitan.distributed.activation_checkpoint import FullAC
from torchtitan.hf_datasets.text_datasets import DATASETS
from torchtitan.models.common.config_utils import decoder_vocab_size
from torchtitan.trainer import Trainer
from . import model_registry
def _gpt_oss_debugmodel(attn_backend: str = "varlen") -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=None,
def gpt_oss_debugmodel() -> Trainer.Config:
def gpt_oss_debugmodel_flex() -> Trainer.Config:
def gpt_oss_20b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(interval=500),
        activation_checkpoint=FullAC.Config(),
def gpt_oss_120b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(interval=500),
        activation_checkpoint=FullAC.Config(),
