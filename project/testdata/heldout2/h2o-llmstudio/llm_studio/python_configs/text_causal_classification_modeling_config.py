import os
from dataclasses import dataclass, field
from typing import Any
import llm_studio.src.datasets.text_causal_classification_ds
import llm_studio.src.plots.text_causal_classification_modeling_plots
from llm_studio.app_utils.config import default_cfg
from llm_studio.python_configs.base import DefaultConfig, DefaultConfigProblemBase
from llm_studio.python_configs.text_causal_language_modeling_config import (
from llm_studio.src import possible_values
from llm_studio.src.losses import text_causal_classification_modeling_losses
from llm_studio.src.metrics import text_causal_classification_modeling_metrics
from llm_studio.src.models import text_causal_classification_modeling_model
from llm_studio.src.utils.modeling_utils import generate_experiment_name
@dataclass
class ConfigNLPCausalClassificationDataset(ConfigNLPCausalLMDataset):
    system_column: str = "None"
    num_classes: int = 1
    parent_id_column: str = "None"
    text_system_start: str = ""
    text_prompt_start: str = ""
    text_answer_separator: str = ""
@dataclass
class ConfigNLPCausalClassificationTraining(ConfigNLPCausalLMTraining):
    loss_function: str = "BinaryCrossEntropyLoss"
    learning_rate: float = 0.0001
    differential_learning_rate: float = 0.00001
@dataclass
class ConfigNLPCausalClassificationTokenizer(ConfigNLPCausalLMTokenizer):
    max_length: int = 512
@dataclass
class ConfigNLPCausalClassificationArchitecture(ConfigNLPCausalLMArchitecture):
@dataclass
class ConfigNLPCausalClassificationAugmentation(ConfigNLPAugmentation):
    skip_parent_probability: float = 0.0
    random_parent_probability: float = 0.0
@dataclass
class ConfigNLPCausalClassificationPrediction(DefaultConfig):
    metric: str = "AUC"
    batch_size_inference: int = 0
@dataclass
class ConfigNLPCausalClassificationEnvironment(ConfigNLPCausalLMEnvironment):
    _model_card_template: str = "text_causal_classification_model_card_template.md"
@dataclass
class ConfigNLPCausalClassificationLogging(ConfigNLPCausalLMLogging):
@dataclass
class ConfigProblemBase(DefaultConfigProblemBase):
    output_directory: str = f"output/{os.path.basename(__file__).split('.')[0]}"
    experiment_name: str = field(default_factory=generate_experiment_name)
    dataset: ConfigNLPCausalClassificationDataset = field(
    tokenizer: ConfigNLPCausalClassificationTokenizer = field(
    architecture: ConfigNLPCausalClassificationArchitecture = field(
    training: ConfigNLPCausalClassificationTraining = field(
    augmentation: ConfigNLPCausalClassificationAugmentation = field(
    prediction: ConfigNLPCausalClassificationPrediction = field(
    environment: ConfigNLPCausalClassificationEnvironment = field(
    logging: ConfigNLPCausalClassificationLogging = field(
        self._visibility["output_directory"] = -1
