from .tool import Encoder
