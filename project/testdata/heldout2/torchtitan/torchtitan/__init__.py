from importlib.metadata import version
