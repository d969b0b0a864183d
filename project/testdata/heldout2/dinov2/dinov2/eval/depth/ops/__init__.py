from .wrappers import resize
