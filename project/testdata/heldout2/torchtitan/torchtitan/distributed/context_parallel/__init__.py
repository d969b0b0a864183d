from .api import cp_shard, prepare_context_parallel_input, validate_cp_backend
__all__ = [
