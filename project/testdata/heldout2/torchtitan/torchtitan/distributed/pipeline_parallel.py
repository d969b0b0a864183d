import copy
import dataclasses
import math
import os
from collections.abc import Callable
import torch
import torch.nn as nn
from torch.distributed._mesh_layout import _MeshLayout
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.pipelining import PipelineStage
from torch.distributed.pipelining.schedules import (
from torchtitan.components.loss import LossFunction
from torchtitan.config import CompileConfig, ParallelismConfig, TrainingConfig
from torchtitan.distributed import ParallelDims
from torchtitan.distributed.activation_checkpoint import ActivationCheckpointingConfig
from torchtitan.protocols.model import BaseModel
from torchtitan.protocols.model_spec import ParallelizeFunction
from torchtitan.protocols.module import ModuleDict, ModuleList
from torchtitan.tools.logging import logger
__all__ = ["pipeline_llm", "pipeline_vlm"]
def _build_get_mesh_callback(
def pipeline_llm(
    dump_folder: str,
    # optimizer, and checkpointing
            dump_folder=dump_folder,
def pipeline_vlm(
def _get_pipeline_metadata(
def _build_pipeline_schedule(
def _generate_llm_fqn_per_model_part(
    input_weight: int = 1,
    output_weight: int = 1,
def _split_module(
def _get_pp_rank_to_stage_indices_mapping(
def _pipeline_module_split(
