from dataclasses import dataclass
@dataclass
class NeoXArgsDeepspeedConfig(NeoXArgsTemplate):
    gradient_accumulation_steps: int = 1
    gradient_predivide_factor: float = 1.0
    gradient_clipping: float = 1.0
    curriculum_seqlen: int = 0
    steps_per_print: int = 10
    activation_checkpointing: dict = None
    Configuration for using activation checkpointing.
    Dictionary as described in Deepspeed documentation: https://www.deepspeed.ai/docs/config-json/#activation-checkpointing
    checkpoint: dict = None
    Configuration for using checkpointing.
    Dictionary as described in Deepspeed documentation: https://www.deepspeed.ai/docs/config-json/#checkpoint-options
@dataclass
class NeoXArgsDeepspeedRunner(NeoXArgsTemplate):
    master_port: int = 29500
    launcher: Literal["pdsh", "openmpi", "mvapich", "slurm"] = "pdsh"
