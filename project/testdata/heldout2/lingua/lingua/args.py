"""Config helpers: dataclasses from dicts and back (fixture)."""
import argparse
from omegaconf import OmegaConf
from typing import Type, TypeVar

T = TypeVar("T")


def dataclass_from_dict(cls: Type[T], data: dict, strict: bool = True) -> T:
    base = OmegaConf.structured(cls())
    return OmegaConf.to_object(OmegaConf.merge(base, data))


def dump_config(config, path, log_config=True):
    OmegaConf.save(OmegaConf.structured(config), path)
