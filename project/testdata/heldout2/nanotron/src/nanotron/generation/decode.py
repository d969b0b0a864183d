import dataclasses
import time
from itertools import chain, islice
from typing import TYPE_CHECKING, Generator, Iterable, List, Optional, Tuple, Union
import torch
from tqdm import tqdm
from nanotron import distributed as dist
from nanotron import logging
from nanotron.config import BenchArgs, GenerationArgs
from nanotron.distributed import ProcessGroup, get_global_rank
from nanotron.generation.generate_store import Store, attach_store
from nanotron.generation.sampler import BasicSampler, GreedySampler, SamplerType, TopKSampler, TopPSampler
from nanotron.helpers import log_throughput
from nanotron.models.llama import LlamaModel
from nanotron.parallel import ParallelContext
from nanotron.parallel.pipeline_parallel.block import get_min_max_rank
from nanotron.parallel.pipeline_parallel.context_manager import attach_pipeline_state_to_model
from nanotron.parallel.pipeline_parallel.p2p import P2PTensorMetaData, view_as_contiguous
from nanotron.parallel.pipeline_parallel.state import PipelineEvalBatchState
from nanotron.parallel.pipeline_parallel.tensor_pointer import TensorPointer
from nanotron.utils import get_untyped_storage
logger = logging.get_logger(__name__)
@dataclasses.dataclass
class GenerationInput:
@dataclasses.dataclass
class GenerationInputs:
@dataclasses.dataclass
class GenerationOutput:
@dataclasses.dataclass
class GenerationStates:
@dataclasses.dataclass
class TokenizerConfig:
def chunks(iterable, chunk_size: int) -> Generator[List, None, None]:
def micro_batcher(
def micro_splitter(
def get_position_ids(input_ids, tokenizer):
def decode_text(
def decode_tokenized(
def broadcast_tensors(
