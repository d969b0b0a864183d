import os
from dataclasses import dataclass, field
from typing import Any
import llm_studio.src.datasets.text_causal_regression_ds
import llm_studio.src.plots.text_causal_classification_modeling_plots
from llm_studio.app_utils.config import default_cfg
from llm_studio.python_configs.base import DefaultConfig, DefaultConfigProblemBase
from llm_studio.python_configs.text_causal_classification_modeling_config import (
from llm_studio.python_configs.text_causal_classification_modeling_config import (
from llm_studio.python_configs.text_causal_classification_modeling_config import (
from llm_studio.python_configs.text_causal_classification_modeling_config import (
from llm_studio.python_configs.text_causal_language_modeling_config import (
from llm_studio.src import possible_values
from llm_studio.src.losses import text_causal_regression_modeling_losses
from llm_studio.src.metrics import text_causal_regression_modeling_metrics
from llm_studio.src.models import text_causal_regression_modeling_model
from llm_studio.src.utils.modeling_utils import generate_experiment_name
@dataclass
class ConfigNLPCausalRegressionDataset(ConfigNLPCausalClassificationDataset):
    num_classes: int = 1
@dataclass
class ConfigNLPCausalRegressionTraining(ConfigNLPCausalClassificationTraining):
    loss_function: str = "MSELoss"
    learning_rate: float = 0.0001
    differential_learning_rate: float = 0.00001
@dataclass
class ConfigNLPCausalRegressionArchitecture(ConfigNLPCausalLMArchitecture):
@dataclass
class ConfigNLPCausalRegressionPrediction(DefaultConfig):
    metric: str = "MSE"
    batch_size_inference: int = 0
@dataclass
class ConfigNLPCausalRegressionEnvironment(ConfigNLPCausalLMEnvironment):
    _model_card_template: str = "text_causal_regression_model_card_template.md"
@dataclass
class ConfigProblemBase(DefaultConfigProblemBase):
    output_directory: str = f"output/{os.path.basename(__file__).split('.')[0]}"
    experiment_name: str = field(default_factory=generate_experiment_name)
    dataset: ConfigNLPCausalRegressionDataset = field(
    tokenizer: ConfigNLPCausalRegressionTokenizer = field(
    architecture: ConfigNLPCausalRegressionArchitecture = field(
    training: ConfigNLPCausalRegressionTraining = field(
    augmentation: ConfigNLPCausalRegressionAugmentation = field(
    prediction: ConfigNLPCausalRegressionPrediction = field(
    environment: ConfigNLPCausalRegressionEnvironment = field(
    logging: ConfigNLPCausalRegressionLogging = field(
        self._visibility["output_directory"] = -1
