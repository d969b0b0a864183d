import math
from abc import abstractmethod
from enum import Enum, auto
from typing import Dict
from nanotron.config import Config, ModelArgs
from nanotron.config.models_config import InitScalingMethod
from nanotron.nn.layer_norm import LlamaRMSNorm, TritonRMSNorm
from nanotron.nn.moe import GroupedMLP, Router
from nanotron.parallel.tensor_parallel.nn import (
from torch import nn
from torch.nn import init
class ParametrizationMethod(Enum):
class Parametrizator:
class StandardParametrizator(Parametrizator):
class SpectralMupParametrizator(Parametrizator):
class LearningRateForParametrizator:
class LearningRateForSP(LearningRateForParametrizator):
class LearningRateForSpectralMup(LearningRateForParametrizator):
