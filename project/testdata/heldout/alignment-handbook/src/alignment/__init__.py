__version__ = "0.4.0.dev0"

from .configs import DPOConfig, ORPOConfig, ScriptArguments, SFTConfig
