import importlib
import os
import sys
import warnings
from dataclasses import field, fields, is_dataclass, make_dataclass
from typing import Any
import tyro
from torchtitan.tools.logging import logger
class ConfigManager:
            args = sys.argv[1:]
                result.append((name, m_type, field(default_factory=m_type)))
custom_registry = tyro.constructors.ConstructorRegistry()
if __name__ == "__main__":
