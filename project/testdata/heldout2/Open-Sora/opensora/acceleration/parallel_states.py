import torch.distributed as dist
_GLOBAL_PARALLEL_GROUPS = dict()
def set_data_parallel_group(group: dist.ProcessGroup):
def get_data_parallel_group(get_mixed_dp_pg : bool = False):
def set_sequence_parallel_group(group: dist.ProcessGroup):
def get_sequence_parallel_group():
def set_tensor_parallel_group(group: dist.ProcessGroup):
def get_tensor_parallel_group():
