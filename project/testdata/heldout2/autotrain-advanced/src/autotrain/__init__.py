__version__ = "0.8.37.dev0"
