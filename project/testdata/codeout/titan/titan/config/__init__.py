from .manager import ConfigManager
