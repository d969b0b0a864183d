import torch
from megatron.model.activations import get_activation
from megatron.mpu.layers import _initialize_affine_weight_gpu
from megatron.mpu.initialize import get_model_parallel_world_size
from megatron.mpu.utils import divide
from megatron.neox_arguments.arguments import NeoXArgs
from megablocks import grouped_gemm_util as gg
class ScaleGradient(torch.autograd.Function):
scale_gradient = ScaleGradient.apply
class MemoryOptimizedParallelGroupedMLP(torch.autograd.Function):
memory_optimized_grouped_mlp = MemoryOptimizedParallelGroupedMLP.apply
class ParallelGroupedMLP(torch.nn.Module):
class MemoryOptimizedParallelGroupedLLaMAMLP(torch.autograd.Function):
memory_optimized_grouped_llama_mlp = MemoryOptimizedParallelGroupedLLaMAMLP.apply
class ParallelGroupedLLaMAMLP(torch.nn.Module):
