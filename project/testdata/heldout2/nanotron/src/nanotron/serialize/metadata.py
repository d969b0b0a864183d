import dataclasses
import json
import re
from pathlib import Path
from typing import Any, Callable, ClassVar, Dict, List, Optional, Tuple, Type, Union
import dacite
import torch
from dacite import from_dict
from packaging.version import Version
from nanotron import distributed as dist
from nanotron.constants import CHECKPOINT_FILE_NAME, CHECKPOINT_VERSION
from nanotron.parallel import ParallelContext
from nanotron.parallel.parameters import SlicesPair
from collections import defaultdict
@dataclasses.dataclass
class DataStageMetadata:
    consumed_tokens_per_dataset_folder: Dict[str, int] = dataclasses.field(default_factory=dict) # this gets reset at each stage
@dataclasses.dataclass
class TrainingMetadata:
    # the old checkpoint version
        # NOTE: this is a sanity check after loading a trained checkpoint
@dataclasses.dataclass
class CheckpointMetadata:
    cp: int = 1
@dataclasses.dataclass
class TensorMetadata:
    # Mandatory for checkpoint version higher than 1.2
def process_type(elt: Any, type_hooks: Dict[Type, Callable[[Any], Any]]):
def to_dict(dict_: Dict, type_hooks: Dict[Type, Callable[[Any], Any]]):
def to_list(list_: Union[List, Tuple], type_hooks: Dict[Type, Callable[[Any], Any]]):
def save_meta(parallel_context: ParallelContext, root_folder: Path, training_metadata: TrainingMetadata):
    checkpoint_metadata = CheckpointMetadata(
    processed_metadata = process_type(dataclasses.asdict(checkpoint_metadata), type_hooks={Version: lambda x: str(x)})
def load_meta(parallel_context: ParallelContext, root_folder: Path) -> CheckpointMetadata:
        checkpoint_metadata = json.load(fi)
        checkpoint_metadata = from_dict(
            data=checkpoint_metadata,
            checkpoint_metadata.version <= CHECKPOINT_VERSION
        ), f"Checkpoint is of version {checkpoint_metadata.version}, Current `nanotron` checkpoint version is {CHECKPOINT_VERSION}"
    return checkpoint_metadata
