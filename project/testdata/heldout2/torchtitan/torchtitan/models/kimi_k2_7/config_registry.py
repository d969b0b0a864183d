from dataclasses import dataclass, replace
from typing import cast
from torch.distributed.tensor import Shard
from torchtitan.components.checkpointer import CheckpointManager
from torchtitan.components.data import (
from torchtitan.components.loss import ChunkedLossWrapper, CrossEntropyLoss
from torchtitan.components.metrics import MetricsProcessor
from torchtitan.components.optimizer import (
from torchtitan.components.tokenizer import MultiModalTokenizer
from torchtitan.config import CompileConfig, ParallelismConfig, TrainingConfig
from torchtitan.distributed.activation_checkpoint import FullAC, SelectiveAC
from torchtitan.distributed.flex_shard import (
from torchtitan.distributed.parallel_dims import MeshAxisName
from torchtitan.hf_datasets.multimodal.mm_collator import MultiModalCollator
from torchtitan.hf_datasets.multimodal.mm_datasets import (
from torchtitan.hf_datasets.multimodal.utils.image import resize_to_patch_budget
from torchtitan.hf_datasets.text_datasets import DATASETS
from torchtitan.models.common.config_utils import decoder_vocab_size
from torchtitan.models.deepseek_v3.model import Attention as DeepSeekV3Attention
from torchtitan.protocols.model_spec import ModelSpec
from torchtitan.trainer import Trainer
from . import KIMI_K2_5_SPECIAL_TOKENS, KimiK25Model, model_registry
def _kimi_multimodal_dataloader(
def kimi_k2_5_debugmodel() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(
        activation_checkpoint=SelectiveAC.Config(),
def moonlight_16b_a3b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(interval=500),
        activation_checkpoint=FullAC.Config(),
def kimi_vl_a3b() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(interval=500),
        activation_checkpoint=FullAC.Config(),
def kimi_k2_5() -> Trainer.Config:
        checkpoint=CheckpointManager.Config(interval=500),
        activation_checkpoint=FullAC.Config(),
def _per_expert_compute_layout(parallelism: ParallelismConfig) -> ComputeLayout:
def _dist_muon_optimizer(
def _align_dist_muon_expert_compute_layouts(
@dataclass(kw_only=True, slots=True)
class _KimiTrainerConfig(Trainer.Config):
