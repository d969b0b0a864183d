from torchtitan.models.common.linear import Linear
from torchtitan.models.common.moe import GroupedExperts
from torchtitan.models.common.token_dispatcher import (
def module_filter_fn(config: Linear.Config, fqn: str, filter_fqns: list[str]) -> bool:
def swap_token_dispatcher(routed_experts_config, pad_multiple: int) -> None:
def has_quantization(model_config) -> bool:
