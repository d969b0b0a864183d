from omegaconf import OmegaConf
class BaseProcessor:
