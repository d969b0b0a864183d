import collections
import dataclasses
from abc import ABC, abstractmethod
from typing import List
import torch
from nanotron import distributed as dist
from nanotron import logging
from nanotron.logging import log_rank
from nanotron.parallel.pipeline_parallel.p2p import P2P
logger = logging.get_logger(__name__)
@dataclasses.dataclass
class SendActivation:
@dataclasses.dataclass
class RecvActivation:
@dataclasses.dataclass
class SendGrad:
@dataclasses.dataclass
class RecvGrad:
class PipelineBatchState(ABC):
@dataclasses.dataclass
class PipelineTrainBatchState(PipelineBatchState):
@dataclasses.dataclass
class PipelineEvalBatchState(PipelineBatchState):
