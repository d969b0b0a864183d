import os
from dataclasses import dataclass, field
from typing import Any
from llm_studio.app_utils.config import default_cfg
from llm_studio.python_configs.base import DefaultConfigProblemBase
from llm_studio.python_configs.text_causal_language_modeling_config import (
from llm_studio.src import possible_values
from llm_studio.src.models import text_sequence_to_sequence_modeling_model
from llm_studio.src.utils.modeling_utils import generate_experiment_name
@dataclass
class ConfigNLPSeq2SeqDataset(ConfigNLPCausalLMDataset):
    text_system_start: str = ""
    text_prompt_start: str = ""
    text_answer_separator: str = ""
@dataclass
class ConfigNLPSeq2SeqArchitecture(ConfigNLPCausalLMArchitecture):
    backbone_dtype: str = "bfloat16"
@dataclass
class ConfigNLPSeq2SeqEnvironment(ConfigNLPCausalLMEnvironment):
@dataclass
class ConfigProblemBase(DefaultConfigProblemBase):
    output_directory: str = f"output/{os.path.basename(__file__).split('.')[0]}"
    experiment_name: str = field(default_factory=generate_experiment_name)
    dataset: ConfigNLPSeq2SeqDataset = field(default_factory=ConfigNLPSeq2SeqDataset)
    tokenizer: ConfigNLPCausalLMTokenizer = field(
    architecture: ConfigNLPSeq2SeqArchitecture = field(
    training: ConfigNLPCausalLMTraining = field(
    augmentation: ConfigNLPAugmentation = field(default_factory=ConfigNLPAugmentation)
    prediction: ConfigNLPCausalLMPrediction = field(
    environment: ConfigNLPSeq2SeqEnvironment = field(
    logging: ConfigNLPCausalLMLogging = field(default_factory=ConfigNLPCausalLMLogging)
        self._visibility["output_directory"] = -1
