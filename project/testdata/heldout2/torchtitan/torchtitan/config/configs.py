  - CheckpointManager.Config        (in components/checkpointer/dcp.py)
from dataclasses import dataclass, field
from typing import Literal
import torch
@dataclass(kw_only=True, slots=True)
class TrainingConfig:
    num_tokens_per_microbatch_per_dp_rank: int = 16384
    max_context_length: int = 2048
    max_norm: float | int = 1.0
    steps: int = 10000
    dtype: Literal["bfloat16", "float32"] = "float32"
    mixed_precision_param: Literal["bfloat16", "float32"] = "bfloat16"
    mixed_precision_reduce: Literal["float32"] = "float32"
    gc_freq: int = 50
@dataclass(kw_only=True, slots=True)
class ParallelismConfig:
    data_parallel_replicate_degree: int = 1
    fsdp_reshard_after_forward: Literal["default", "always", "never"] = "default"
    tensor_parallel_degree: int = 1
    spmd_backend: Literal["partial_dtensor", "spmd_types"] = "spmd_types"
    pipeline_parallel_degree: int = 1
    pipeline_parallel_first_stage_less_layers: int = 1
    pipeline_parallel_last_stage_less_layers: int = 1
    pipeline_parallel_schedule: str = "1F1B"
    pipeline_parallel_schedule_csv: str | None = ""
    num_pp_microbatches: int = 1
    context_parallel_degree: int = 1
    context_parallel_load_balancer: str | None = "headtail"
    expert_parallel_degree: int = 1
@dataclass(kw_only=True, slots=True)
class CompileConfig:
    components: list[str] = field(default_factory=lambda: ["model", "loss"])
    backend: str = "inductor"
@dataclass(kw_only=True, slots=True)
class CommConfig:
    init_timeout_seconds: int = 300
    train_timeout_seconds: int = 100
    trace_buf_size: int = 20000
    save_traces_folder: str = "comm_traces"
    save_traces_file_prefix: str = "rank_"
    mode: Literal["default", "fake_backend", "local_tensor", "torchcomms"] = "default"
@dataclass(kw_only=True, slots=True)
class DebugConfig:
