import torch
from nanotron import logging
from nanotron.parallel.pipeline_parallel.p2p import P2P
from nanotron.parallel.pipeline_parallel.state import PipelineBatchState
logger = logging.get_logger(__name__)
class SendTensorToPipelineBuffer(torch.autograd.Function):
class SendTensorWithoutGradientToPipelineBuffer(torch.autograd.Function):
def send_to_pipeline_state_buffer(tensor: torch.Tensor, to_rank: int, p2p: P2P, pipeline_state: PipelineBatchState):
class RecvTensorFromPipelineBuffer(torch.autograd.Function):
def recv_from_pipeline_state_buffer(from_rank: int, p2p: P2P, pipeline_state: PipelineBatchState):
