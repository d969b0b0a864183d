import os
from typing import Any
import torch
import dinov2.distributed as distributed
from functools import partial
from fvcore.common.checkpoint import Checkpointer
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.distributed.fsdp import ShardingStrategy
from torch.distributed.fsdp import MixedPrecision
from torch.distributed.fsdp import StateDictType
from torch.distributed.fsdp.sharded_grad_scaler import ShardedGradScaler
from torch.distributed.fsdp.wrap import ModuleWrapPolicy
from torch.distributed.fsdp._runtime_utils import _reshard
def get_fsdp_wrapper(model_cfg, modules_to_wrap=set()):
def is_fsdp(x):
def is_sharded_fsdp(x):
def free_if_fsdp(x):
def get_fsdp_modules(x):
def reshard_fsdp_model(x):
def rankstr():
class FSDPCheckpointer(Checkpointer):
        Dump model and checkpointables to a file.
        if not self.save_dir or not self.save_to_disk:
        for key, obj in self.checkpointables.items():
        save_file = os.path.join(self.save_dir, basename)
        self.logger.info("Saving checkpoint to {}".format(save_file))
        self.tag_last_checkpoint(basename)
    def has_checkpoint(self) -> bool:
            bool: whether a checkpoint exists in the target directory.
        save_file = os.path.join(self.save_dir, f"last_checkpoint.{rankstr()}")
    def get_checkpoint_file(self) -> str:
            str: The latest checkpoint file in target directory.
        save_file = os.path.join(self.save_dir, f"last_checkpoint.{rankstr()}")
        return os.path.join(self.save_dir, last_saved)
    def tag_last_checkpoint(self, last_filename_basename: str) -> None:
        Tag the last checkpoint.
        save_file = os.path.join(self.save_dir, f"last_checkpoint.{rankstr()}")
ShardedGradScaler = ShardedGradScaler
