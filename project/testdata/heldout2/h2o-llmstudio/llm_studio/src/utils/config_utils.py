import dataclasses
import importlib
from types import ModuleType
from typing import Any
import yaml
from llm_studio.python_configs.base import DefaultConfigProblemBase
from llm_studio.src.utils.type_annotations import KNOWN_TYPE_ANNOTATIONS
def _recursive_reload(module):
def _load_cls(module_path: str, cls_name: str) -> DefaultConfigProblemBase:
def load_config_py(
    config_path: str, config_name: str = "Config"
def _get_type_annotation_error(v: Any, type_annotation: type) -> ValueError:
def convert_cfg_base_to_nested_dictionary(cfg: DefaultConfigProblemBase) -> dict:
def convert_nested_dictionary_to_cfg_base(
def parse_cfg_dataclass(cfg) -> list[dict]:
def save_config_yaml(path: str, cfg: DefaultConfigProblemBase) -> None:
def load_config_yaml(path: str) -> DefaultConfigProblemBase:
GENERATION_PROBLEM_TYPES = ["text_causal_language_modeling", "text_dpo_modeling"]
NON_GENERATION_PROBLEM_TYPES = [
