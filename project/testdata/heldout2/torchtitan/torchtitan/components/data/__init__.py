from torchtitan.components.data.collators import Collator, TextCollator, TrainerBatch
from torchtitan.components.data.dataset import (
from torchtitan.components.data.loader import GrainDataLoader
from torchtitan.components.data.packing import (
from torchtitan.components.data.sources import (
from torchtitan.components.data.types import DatasetBuildContext, DatasetIterationPolicy
__all__ = [
