"""Field registry: model section (fixture stub, output field only)."""

from dataclasses import dataclass


@dataclass
class ConfigField:
    name: str
    arg_name: str
    default_value: object = None


OUTPUT_DIR = ConfigField(
    name="output_dir",
    arg_name="--output_dir",
    default_value="simpletuner-results",
)
