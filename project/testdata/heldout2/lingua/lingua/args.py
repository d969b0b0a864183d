import argparse
import logging
from omegaconf import OmegaConf, DictConfig, ListConfig
from typing import Type, TypeVar
logger = logging.getLogger()
T = TypeVar("T")
def set_struct_recursively(cfg, strict: bool = True):
def flatten_dict(d, parent_key="", sep="_"):
def dataclass_from_dict(cls: Type[T], data: dict, strict: bool = True) -> T:
def dataclass_to_dict(dataclass_instance: T) -> dict:
def load_config_file(config_file, dataclass_cls: Type[T]) -> T:
def dump_config(config, path, log_config=True):
