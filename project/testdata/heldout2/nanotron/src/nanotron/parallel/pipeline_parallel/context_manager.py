from contextlib import contextmanager
from nanotron.parallel.pipeline_parallel.block import PipelineBlock
from nanotron.parallel.pipeline_parallel.state import PipelineBatchState
from torch import nn as torch_nn
def attach_pipeline_state_to_model(model: torch_nn.Module, pipeline_state: PipelineBatchState):
