from dataclasses import fields
from enum import Enum, auto
from pathlib import Path
import torch
from nanotron.generation.sampler import SamplerType
from nanotron.parallel.pipeline_parallel.engine import (
from nanotron.parallel.tensor_parallel.nn import TensorParallelLinearMode
class RecomputeGranularity(Enum):
class InitScalingMethod(Enum):
def serialize(data) -> dict:
str_to_dtype = {
dtype_to_str = {
def cast_str_to_torch_dtype(str_dtype: str):
def cast_str_to_pipeline_engine(str_pp_engine: str) -> PipelineEngine:
def cast_pipeline_engine_to_str(pp_engine: PipelineEngine) -> str:
