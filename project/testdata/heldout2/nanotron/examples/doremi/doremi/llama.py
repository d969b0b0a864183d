import math
from typing import Dict, Optional, Union
import torch
import torch.nn as nn
from nanotron import logging
from nanotron.config import ParallelismArgs
from nanotron.models import NanotronModel
from nanotron.models.llama import LlamaModel
from nanotron.nn.layer_norm import TritonRMSNorm
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import NanotronParameter
from nanotron.parallel.pipeline_parallel.block import PipelineBlock, TensorPointer
from nanotron.parallel.tensor_parallel.functional import sharded_cross_entropy
from nanotron.parallel.tensor_parallel.nn import (
from transformers import LlamaConfig
from .doremi_context import DoReMiContext
from .loss import CrossEntropyWithPerDomainLoss, DoReMiLossForProxyTraining
logger = logging.get_logger(__name__)
class BaseLLaMa(NanotronModel):
class LLaMaForInference(BaseLLaMa):
class LlamaForDoReMiTraining(BaseLLaMa):
class LlamaReferenceForTrainingWithPerDomainLoss(BaseLLaMa):
