from torchtune.config._parse import parse

__all__ = ["parse"]
