from .conditioner import HFEmbedder
