from abc import ABC, abstractmethod
from typing import Dict, Iterable, Optional, Union
import torch
from torch import nn as torch_nn
from torch.nn.parallel import DistributedDataParallel
from nanotron import distributed as dist
from nanotron import logging
from nanotron.distributed import ProcessGroup
from nanotron.logging import log_rank
from nanotron.optim.gradient_accumulator import GradientAccumulator
from nanotron.parallel.data_parallel.utils import ddp_trigger_sync_in_bwd
from nanotron.parallel.pipeline_parallel.context_manager import attach_pipeline_state_to_model
from nanotron.parallel.pipeline_parallel.state import PipelineTrainBatchState
from nanotron.parallel.pipeline_parallel.tensor_pointer import TensorPointer
from nanotron.utils import ContextManagers
logger = logging.get_logger(__name__)
class PipelineEngine(ABC):
class AllForwardAllBackwardPipelineEngine(PipelineEngine):
class OneForwardOneBackwardPipelineEngine(PipelineEngine):
