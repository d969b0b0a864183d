from typing import Optional
import torch
from .utils import ensure_divisibility
_MODEL_PARALLEL_GROUP = None
_DATA_PARALLEL_GROUP = None
_PIPE_PARALLEL_GROUP = None
_IO_PARALLEL_GROUP = None
_MPU_WORLD_SIZE = None
_MPU_RANK = None
_MPU_TOPOLOGY = None
_FP32_ALLREDUCE = None
def is_unitialized():
def initialize_model_parallel(model_parallel_size, topology=None, fp32_allreduce=False):
def model_parallel_is_initialized():
def get_model_parallel_group():
def get_data_parallel_group():
def get_io_parallel_group():
def set_model_parallel_world_size(world_size):
def get_model_parallel_world_size():
def set_model_parallel_rank(rank):
def get_model_parallel_rank():
def get_model_parallel_src_rank():
def get_data_parallel_src_rank():
def get_data_parallel_world_size():
def get_data_parallel_rank():
def get_topology():
def get_pipe_parallel_group():
def get_pipe_parallel_rank():
def get_pipe_parallel_world_size():
def get_expert_tokens_for_rank(
def get_expert_token_counts_for_rank(
def set_tensor_model_parallel_world_size(world_size):
def get_tensor_model_parallel_group():
def get_tensor_model_parallel_src_rank():
def get_tensor_model_parallel_world_size():
def set_tensor_model_parallel_rank(rank):
def get_tensor_model_parallel_rank():
def destroy_model_parallel():
def get_fp32_allreduce():
