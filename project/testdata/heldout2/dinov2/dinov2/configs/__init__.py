import pathlib
from omegaconf import OmegaConf
def load_config(config_name: str):
dinov2_default_config = load_config("ssl_default_config")
def load_and_merge_config(config_name: str):
