from .configuration_olmo import OLMoConfig
from .modeling_olmo import OLMoForCausalLM
from .tokenization_olmo_fast import OLMoTokenizerFast
