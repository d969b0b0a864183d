from .options import parse_options
