from torchtitan.distributed.parallel_dims import ParallelDims
__all__ = [
