from .arguments import NeoXArgs
