from .rwkv import RWKVResidualLayerPipe, RWKVResidualLayer
