from typing import Optional, Type, Union
from config import ExistingCheckpointInit, MambaConfig, MambaInit
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import ParallelismArgs
from nanotron.logging import log_rank
from nanotron.models import NanotronModel
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter
from nanotron.parallel.pipeline_parallel.utils import get_pp_rank_of
from nanotron.parallel.tensor_parallel.nn import (
from nanotron.parallel.tied_parameters import (
from nanotron.serialize import load_weights, parse_ckpt_path
from nanotron.trainer import DistributedTrainer
from torch.nn.parallel import DistributedDataParallel
logger = logging.get_logger(__name__)
class MambaTrainer(DistributedTrainer):
    def _load_model_checkpoint(self, model: NanotronModel) -> NanotronModel:
        self.init_checkpoint_path = parse_ckpt_path(config=self.config)
        reloaded_from_checkpoint = False
        if self.init_checkpoint_path is not None:
            # Reload from a training checkpoint
            log_rank(f"Loading weights from {self.init_checkpoint_path}", logger=logger, level=logging.INFO, rank=0)
                model=unwrapped_model, parallel_context=self.parallel_context, root_folder=self.init_checkpoint_path
            reloaded_from_checkpoint = True
        if not reloaded_from_checkpoint:
            log_rank("No checkpoint path provided.", logger=logger, level=logging.INFO)
                # Initialize model from an pretrained model checkpoint
