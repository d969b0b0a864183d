import logging
import multiprocessing
import os
from dataclasses import dataclass, field
from typing import Any
import torch
import llm_studio.src.datasets.text_causal_language_modeling_ds
from llm_studio.app_utils.config import default_cfg
from llm_studio.python_configs.base import DefaultConfig, DefaultConfigProblemBase
from llm_studio.src import possible_values
from llm_studio.src.augmentations.nlp_aug import BaseNLPAug
from llm_studio.src.loggers import ExternalLoggers
from llm_studio.src.losses import text_causal_language_modeling_losses
from llm_studio.src.metrics import text_causal_language_modeling_metrics
from llm_studio.src.models import text_causal_language_modeling_model
from llm_studio.src.nesting import Dependency
from llm_studio.src.optimizers import Optimizers
from llm_studio.src.plots import text_causal_language_modeling_plots
from llm_studio.src.schedulers import Schedulers
from llm_studio.src.utils.data_utils import sanity_check
from llm_studio.src.utils.modeling_utils import generate_experiment_name
logger = logging.getLogger(__name__)
@dataclass
class ConfigNLPCausalLMDataset(DefaultConfig):
    chatbot_name: str = "h2oGPT"
    chatbot_author: str = "H2O.ai"
    train_dataframe: str = "/path/to/train.csv"
    validation_strategy: str = "automatic"
    validation_dataframe: str = ""
    validation_size: float = 0.01
    data_sample: float = 1.0
    system_column: str = "system"
    prompt_column_separator: str = "\\n\\n"
    answer_column: str = "output"
    parent_id_column: str = "parent_id"
    id_column: str = "id"
    text_system_start: str = "<|system|>"
    text_prompt_start: str = "<|prompt|>"
    text_answer_separator: str = "<|answer|>"
@dataclass
class ConfigNLPCausalLMTraining(DefaultConfig):
    loss_function: str = "TokenAveragedCrossEntropy"
    optimizer: str = "AdamW"
    learning_rate: float = 0.0001
    differential_learning_rate: float = 0.00001
    attention_implementation: str = "auto"
    batch_size: int = 2
    epochs: int = 1
    schedule: str = "Cosine"
    min_learning_rate_ratio: float = 0.0
    warmup_epochs: float = 0.0
    weight_decay: float = 0.0
    gradient_clip: float = 0.0
    grad_accumulation: int = 1
    lora_r: int = 4
    lora_alpha: int = 16
    lora_dropout: float = 0.05
    lora_target_modules: str = ""
    save_checkpoint: str = "last"
    evaluation_epochs: float = 1.0
        self._possible_values["save_checkpoint"] = possible_values.String(
@dataclass
class ConfigNLPCausalLMTokenizer(DefaultConfig):
    max_length: int = 512
    padding_quantile: float = 1.0
    tokenizer_kwargs: str = '{"use_fast": true, "add_prefix_space": false}'
    _tokenizer_mask_token_id: int = 0
    _tokenizer_eos_token: str = "<EOS>"
    _vocab_length: int = 0
    _stop_words_ids: list[int] = field(default_factory=list)
@dataclass
class ConfigNLPCausalLMArchitecture(DefaultConfig):
    backbone_dtype: str = "int4"
    gradient_checkpointing: bool = True
    intermediate_dropout: float = 0
    pretrained_weights: str = ""
@dataclass
class ConfigNLPAugmentation(DefaultConfig):
    token_mask_probability: float = 0.0
    skip_parent_probability: float = 0.0
    random_parent_probability: float = 0.0
    neftune_noise_alpha: float = 0.0
@dataclass
class ConfigNLPCausalLMPrediction(DefaultConfig):
    metric: str = "GPT"
    metric_gpt_model: str = "gpt-3.5-turbo-0301"
    metric_gpt_template: str = "general"
    min_length_inference: int = 2
    max_length_inference: int = 256
    max_time: float = 0
    batch_size_inference: int = 0
    num_beams: int = 1
    temperature: float = 0.0
    repetition_penalty: float = 1.0
    stop_tokens: str = ""
    top_k: int = 0
    top_p: float = 1.0
    num_history: int = 4
@dataclass
class ConfigNLPCausalLMEnvironment(DefaultConfig):
