from dataclasses import dataclass, field
from typing import Any, Literal, Optional
import trl
@dataclass
class DatasetConfig:
    split: str = "train"
@dataclass
class DatasetMixtureConfig:
    seed: int = 0
@dataclass
class ScriptArguments(trl.ScriptArguments):
    dataset_name: Optional[str] = field(
    dataset_mixture: Optional[dict[str, Any]] = field(
@dataclass
class GRPOConfig(trl.GRPOConfig):
    benchmarks: list[str] = field(
    callbacks: list[str] = field(
    chat_template: Optional[str] = field(default=None, metadata={"help": "The chat template to use."})
    hub_model_revision: Optional[str] = field(
    num_completions_to_print: int = field(default=0, metadata={"help": "Number of completions to print."})
    overwrite_hub_revision: bool = field(default=False, metadata={"help": "Whether to overwrite the Hub revision."})
    push_to_hub_revision: bool = field(default=False, metadata={"help": "Whether to push to a Hub revision/branch."})
    system_prompt: Optional[str] = field(
    wandb_log_unique_prompts: bool = field(
    wandb_entity: Optional[str] = field(
    wandb_project: Optional[str] = field(
    wandb_run_group: Optional[str] = field(
@dataclass
class SFTConfig(trl.SFTConfig):
    benchmarks: list[str] = field(
    callbacks: list[str] = field(
    chat_template: Optional[str] = field(default=None, metadata={"help": "The chat template to use."})
    system_prompt: Optional[str] = field(
    hub_model_revision: Optional[str] = field(
    overwrite_hub_revision: bool = field(default=False, metadata={"help": "Whether to overwrite the Hub revision."})
    push_to_hub_revision: bool = field(default=False, metadata={"help": "Whether to push to a Hub revision/branch."})
    wandb_entity: Optional[str] = field(
    wandb_project: Optional[str] = field(
    wandb_run_group: Optional[str] = field(
@dataclass
class GRPOScriptArguments(ScriptArguments):
    reward_funcs: list[str] = field(
    cosine_min_value_wrong: float = field(
    cosine_max_value_wrong: float = field(
    cosine_min_value_correct: float = field(
    cosine_max_value_correct: float = field(
    cosine_max_len: int = field(
    repetition_n_grams: int = field(
    repetition_max_penalty: float = field(
    code_language: str = field(
    code_eval_test_batch_size: int = field(
    code_eval_scoring_mode: Literal["pass_fail", "partial", "weighted_sum"] = field(
    parallel_code_exec_per_proc: int = field(
    dataset_prompt_column: str = field(
    e2b_router_url: Optional[str] = field(
    morph_router_url: Optional[str] = field(
    code_provider: Optional[str] = field(
    ioi_provider: Optional[str] = field(
    max_completion_len: int = field(
    soft_punish_cache: int = field(
