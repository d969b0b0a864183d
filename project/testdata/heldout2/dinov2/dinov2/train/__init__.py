from .train import get_args_parser, main
from .ssl_meta_arch import SSLMetaArch
