from .decode_heads import BNHead, DPTHead
from .encoder_decoder import DepthEncoderDecoder
